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
      description: '',
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
});
