import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  amountCents,
  fingerprints,
  parseCamt053,
  parseCsvStatement,
  parseOfx,
  StatementFormatError,
  statementDate,
} from './statement-formats';
import { BUILT_IN_LAYOUTS } from './statement-layouts';
import { referencesIn } from './statements';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('bank statement files', () => {
  it('reads Bank of Maldives\' CSV export: account rows above the header, ="..." cells, debit and credit columns', () => {
    const { lines } = parseCsvStatement(fixture('bml-november.csv'), BUILT_IN_LAYOUTS.bml);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toEqual({
      postedOn: '2026-11-02',
      valueOn: '2026-11-02',
      type: 'Transfer Credit',
      bankReference: '3AA RA3 334 FT26306K7QW1',
      transactionId: null,
      // A column the layout does not name is kept in the description (a narrative, remarks, the channel).
      description: 'Internet Banking',
      counterparty: 'AMINATH RASHEED',
      amount: '1250.00',
      balance: '11250.00',
    });
    expect(lines[2]).toMatchObject({ amount: '-3400.50', balance: '8349.50', counterparty: 'STELCO' });
    expect(lines[4]).toMatchObject({ type: 'Service Charge', amount: '-15.00', counterparty: null });
  });

  it("reads Maldives Islamic Bank's CSV export: day-first dates, one signed amount", () => {
    const { lines } = parseCsvStatement(fixture('mib-november.csv'), BUILT_IN_LAYOUTS.mib);
    expect(lines.map((line) => [line.postedOn, line.amount, line.balance])).toEqual([
      ['2026-11-01', '300.00', '5300.00'],
      ['2026-11-02', '100.00', '5400.00'],
      ['2026-11-02', '100.00', '5500.00'],
      ['2026-11-04', '-750.00', '4750.00'],
    ]);
    expect(lines[0]).toMatchObject({ type: 'FAVARA', bankReference: '3AR-FAM-FR9' });
    expect(lines[0]?.description).toBe('Favara transfer from MARIYAM ALI');
  });

  it('reads ISO 20022 CAMT.053: credits and debits, the payer, running balances from the opening one', () => {
    const statement = parseCamt053(fixture('camt053-november.xml'));
    expect(statement).toMatchObject({ openingBalance: '2000.00', closingBalance: '2650.00' });
    expect(statement.lines).toEqual([
      {
        postedOn: '2026-11-04',
        valueOn: '2026-11-04',
        type: null,
        bankReference: 'FT26308AA111',
        transactionId: 'FT26308AA111',
        description: 'Renewal r33-amf-aae',
        counterparty: 'FATHIMATH SAEED',
        amount: '450.00',
        balance: '2450.00',
      },
      expect.objectContaining({ amount: '-200.00', balance: '2250.00', counterparty: 'MALE WATER & SEWERAGE' }),
      expect.objectContaining({ amount: '400.00', balance: '2650.00', description: 'Academy fee Ahmed' }),
    ]);
  });

  it('reads OFX (SGML): signed amounts, balances counted back from the ledger balance', () => {
    const statement = parseOfx(fixture('ofx-november.ofx'));
    expect(statement).toMatchObject({ openingBalance: '5000.00', closingBalance: '4325.50' });
    expect(statement.lines.map((line) => [line.postedOn, line.amount, line.balance, line.bankReference])).toEqual([
      ['2026-11-10', '250.00', '5250.00', 'FT26314XY001'],
      ['2026-11-12', '-1000.00', '4250.00', 'FT26316XY002'],
      ['2026-11-15', '75.50', '4325.50', 'FT26319XY003'],
    ]);
    expect(statement.lines[2]).toMatchObject({ counterparty: 'AISHATH NADHA', description: 'Donation & thanks' });
  });

  it('keeps two identical lines of one day apart, and gives a file read twice the same fingerprints', () => {
    const { lines } = parseCsvStatement(fixture('mib-november.csv'), BUILT_IN_LAYOUTS.mib);
    const first = fingerprints(lines);
    expect(new Set(first).size).toBe(lines.length);
    expect(fingerprints(parseCsvStatement(fixture('mib-november.csv'), BUILT_IN_LAYOUTS.mib).lines)).toEqual(first);
    // Identical in everything, balance too (a bank that gives none): still two lines.
    const twins = [0, 1].map(() => ({ ...lines[1], balance: null }) as (typeof lines)[number]);
    const [a, b] = fingerprints(twins);
    expect(a).not.toBe(b);
  });

  it('refuses what is not the statement its format says, naming the line', () => {
    expect(() => parseCsvStatement(fixture('mib-november.csv'), BUILT_IN_LAYOUTS.bml)).toThrow(StatementFormatError);
    const broken = fixture('mib-november.csv').replace('04/11/2026,04/11/2026', '31/11/2026,31/11/2026');
    expect(() => parseCsvStatement(broken, BUILT_IN_LAYOUTS.mib)).toThrow(/^Line 9: "31\/11\/2026" is not a date/);
    const noAmount = fixture('mib-november.csv').replace('-750.00', 'seven');
    expect(() => parseCsvStatement(noAmount, BUILT_IN_LAYOUTS.mib)).toThrow(/"seven" is not an amount/);
    expect(() => parseCamt053('<Document><Other/></Document>')).toThrow(StatementFormatError);
    expect(() => parseCamt053('not xml at all <<<')).toThrow(StatementFormatError);
    expect(() => parseOfx('hello')).toThrow(StatementFormatError);
  });

  it('reads amounts and dates exactly, never through a float', () => {
    expect(amountCents('1,234.5')).toBe(123450n);
    expect(amountCents('(99.99)')).toBe(-9999n);
    expect(amountCents('-0.01')).toBe(-1n);
    expect(amountCents('="12,000.00"')).toBe(1200000n);
    expect(amountCents('999999999999.99')).toBe(99999999999999n);
    expect(() => amountCents('9999999999999.99')).toThrow(StatementFormatError);
    expect(amountCents('')).toBeNull();
    expect(() => amountCents('1.234')).toThrow(StatementFormatError);
    expect(statementDate('5 Nov 2026', 'dd mmm yyyy')).toBe('2026-11-05');
    expect(statementDate('2024/02/29', 'yyyy/mm/dd')).toBe('2024-02-29');
    expect(() => statementDate('2026/02/29', 'yyyy/mm/dd')).toThrow(StatementFormatError);
  });
  it("keeps every text column of Bank of Maldives' export as shipped, and reads the dates it writes (22-Nov-2026)", () => {
    const csv = [
      'Account Number,7730000123456',
      'Posting Date,Value Date,Type,Reference,FT Reference,Counterparty,Narrative,Remarks,Debit,Credit,Balance',
      '22-Nov-2026,22-Nov-2026,Transfer Credit,,FT26326K7QW1,AHMED ALI,IB TRF FROM AHMED ALI,REF KQ7 MEMBERSHIP,,300.00,"1,300.00"',
      '23 November 2026,23-Nov-26,Service Charge,,FT26327S0001,,,,15.00,,"1,285.00"',
      '2026-11-24,2026/11/24,Transfer Credit,,FT26328K7QW2,HAWWA,Kit,,,50.00,"1,335.00"',
    ].join('\n');
    const { lines } = parseCsvStatement(csv, BUILT_IN_LAYOUTS.bml);
    expect(lines.map((line) => [line.postedOn, line.valueOn, line.amount, line.description])).toEqual([
      ['2026-11-22', '2026-11-22', '300.00', 'IB TRF FROM AHMED ALI REF KQ7 MEMBERSHIP'],
      ['2026-11-23', '2026-11-23', '-15.00', ''],
      ['2026-11-24', '2026-11-24', '50.00', 'Kit'],
    ]);
    // A day-first date is still read the way the layout says; a month that does not exist is refused.
    expect(statementDate('03/04/2026', 'dd/mm/yyyy')).toBe('2026-04-03');
    expect(() => statementDate('31-Nov-2026', 'yyyy/mm/dd')).toThrow(StatementFormatError);
    expect(() => statementDate('03/04/2026', 'yyyy/mm/dd')).toThrow(StatementFormatError);
  });

  it('refuses a file damaged anywhere, whole, naming the line: cut off mid-row, a row with no amount, a broken quote', () => {
    const csv = fixture('bml-november.csv');
    const rows = csv.split('\n');
    const cutAt = (row: number, keep: number) => [...rows.slice(0, row), (rows[row] ?? '').slice(0, keep)].join('\n');
    // Cut off in the middle of the last line, of the first line, and just after a line's amount.
    expect(() => parseCsvStatement(cutAt(11, 40), BUILT_IN_LAYOUTS.bml)).toThrow(/^Line 12: The line is cut short/);
    expect(() => parseCsvStatement(cutAt(7, 30), BUILT_IN_LAYOUTS.bml)).toThrow(/^Line 8: The line is cut short/);
    const noAmount = csv.replace(',,"1,250.00","11,250.00"', ',,,"11,250.00"');
    expect(() => parseCsvStatement(noAmount, BUILT_IN_LAYOUTS.bml)).toThrow(/^Line 8: The line has no amount/);
    const openQuote = `${rows.slice(0, 9).join('\n')}\n2026/11/04,2026/11/04,Transfer Credit,="x",="y",A,B,,"1,2`;
    expect(() => parseCsvStatement(openQuote, BUILT_IN_LAYOUTS.bml)).toThrow(StatementFormatError);
    const camt = fixture('camt053-november.xml');
    expect(() => parseCamt053(camt.slice(0, camt.length / 2))).toThrow(StatementFormatError);
    // A line is a debit or a credit, never both; the column carries the sign, however the bank writes it.
    const both = csv.replace(',,"1,250.00","11,250.00"', ',5.00,7.00,"11,250.00"');
    expect(() => parseCsvStatement(both, BUILT_IN_LAYOUTS.bml)).toThrow(
      /^Line 8: The line has both a debit and a credit/,
    );
    const signedColumns = csv
      .replace(',,"1,250.00","11,250.00"', ',,"-1,250.00","11,250.00"')
      .replace('"3,400.50",,', '"-3,400.50",,');
    const amounts = parseCsvStatement(signedColumns, BUILT_IN_LAYOUTS.bml).lines.map((line) => line.amount);
    expect(amounts.slice(0, 3)).toEqual(['1250.00', '500.00', '-3400.50']);
  });

  it('names the form a refused date is written in', () => {
    expect(() => statementDate('31-Feb-2026', 'yyyy/mm/dd')).toThrow(
      '"31-Feb-2026" is not a date written dd mmm yyyy.',
    );
    expect(() => statementDate('2026/02/31', 'yyyy/mm/dd')).toThrow('"2026/02/31" is not a date written yyyy/mm/dd.');
    expect(() => statementDate('next week', 'dd/mm/yyyy')).toThrow('"next week" is not a date written dd/mm/yyyy.');
  });

  it('reads CAMT.053 batch entries as a line per transaction, wrapped and structured remittance whole', () => {
    const detail = (amount: string, ref: string, remittance: string, payer: string) =>
      `<TxDtls><Refs><AcctSvcrRef>${ref}</AcctSvcrRef></Refs><Amt Ccy="MVR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
        <RltdPties><Dbtr><Nm>${payer}</Nm></Dbtr></RltdPties><RmtInf>${remittance}</RmtInf></TxDtls>`;
    const entry = (amount: string, details: string, ref = 'FT26330BATCH') =>
      `<Ntry><Amt Ccy="MVR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-26</Dt></BookgDt>
        <AcctSvcrRef>${ref}</AcctSvcrRef><NtryDtls>${details}</NtryDtls></Ntry>`;
    const statement = (entries: string) =>
      `<Document><BkToCstmrStmt><Stmt><Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt>100.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd></Bal>${entries}</Stmt></BkToCstmrStmt></Document>`;
    const parsed = parseCamt053(
      statement(
        entry(
          '750.00',
          detail('300.00', 'TX1', '<Ustrd>Membership fee KQ7-M</Ustrd><Ustrd>XD-A3F for Ali</Ustrd>', 'ALI') +
            detail('450.00', 'TX2', '<Strd><CdtrRefInf><Ref>R33AMFAAE</Ref></CdtrRefInf></Strd>', 'SAEED'),
        ) + entry('20.00', '<TxDtls><RmtInf><Ustrd>Gift</Ustrd></RmtInf></TxDtls>', 'FT26330ONE'),
      ),
    );
    expect(parsed.lines.map((line) => [line.amount, line.balance, line.transactionId, line.description])).toEqual([
      ['300.00', '400.00', 'TX1', 'Membership fee KQ7-MXD-A3F for Ali'],
      ['450.00', '850.00', 'TX2', 'R33AMFAAE'],
      ['20.00', '870.00', 'FT26330ONE', 'Gift'],
    ]);
    expect(parsed.lines[1]?.counterparty).toBe('SAEED');
    // Details that do not add up to their entry: the file is not read.
    expect(() =>
      parseCamt053(statement(entry('700.00', detail('300.00', 'TX1', '', 'A') + detail('450.00', 'TX2', '', 'B')))),
    ).toThrow(/^Entry 1: its transactions add up to 750.00, not 700.00/);
  });

  it('finds a reference however it is typed, glued to words or not, and never one with a character wrong', () => {
    const reference = 'R33-AMF-AAE';
    const found = (description: string) => referencesIn({ bankReference: null, description, counterparty: null });
    // Other candidates may pass the check character by chance ("TRF FEE R33"): only references issued count.
    for (const written of [
      'r33 amf aae',
      'R33/AMF/AAE',
      'R33.AMF.AAE',
      'ref:R33_AMF_AAE',
      'R33AMFAAE',
      'MEMBERSHIPR33AMFAAE',
      'R33AMFAAEMEMBERSHIP',
      'FEE-R33-AMF-AAE-PAID',
      'R33 / AMF / AAE',
    ])
      expect(found(`IB TRF ${written} THANKS`), written).toContain(reference);
    for (const wrong of ['R33-AMF-AAF', 'R33-AMF-AA', 'R33-MAF-AAE', 'R33 A MF AAE'])
      expect(found(wrong), wrong).toEqual([]);
  });
});
