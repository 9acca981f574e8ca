import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet, SpreadsheetTooLarge, UnreadableSpreadsheet } from './spreadsheet';

const LIMITS = { rows: 20_000, columns: 200 };
const text = (value: string) => new TextEncoder().encode(value);

/** An XLSX workbook of one sheet (`sheetData`'s XML) and, if given, other parts. */
function workbook(sheetData: string, extra: Record<string, Uint8Array> = {}) {
  return Buffer.from(
    zipSync({
      'xl/workbook.xml': text(
        '<workbook xmlns:r="r"><sheets><sheet name="Members" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': text(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': text(`<worksheet><sheetData>${sheetData}</sheetData></worksheet>`),
      ...extra,
    }),
  );
}

const inline = (reference: string, value: string) => `<c r="${reference}" t="inlineStr"><is><t>${value}</t></is></c>`;

describe('reading a spreadsheet someone sent', () => {
  it('reads the first sheet: inline strings where their references say, blank rows kept', () => {
    const rows = readSpreadsheet(
      workbook(`<row r="1">${inline('A1', 'Name')}${inline('C1', 'ID')}</row><row r="3">${inline('B3', 'x')}</row>`),
      LIMITS,
    );
    expect(rows).toEqual([['Name', '', 'ID'], [], ['', 'x']]);
  });

  it('takes out invisible characters and reads full-width letters as they look', () => {
    const [row] = readSpreadsheet(Buffer.from('A318842\u200b,\u202eAli\u202c,\uff21900108\n'), LIMITS);
    expect(row).toEqual(['A318842', 'Ali', 'A900108']);
  });

  it('refuses row and column numbers beyond the limits before making room for them', () => {
    expect(() => readSpreadsheet(workbook(`<row r="300000000">${inline('A300000000', 'x')}</row>`), LIMITS)).toThrow(
      SpreadsheetTooLarge,
    );
    expect(() => readSpreadsheet(workbook(`<row r="2">${inline('XFD2', 'x')}</row>`), LIMITS)).toThrow(
      SpreadsheetTooLarge,
    );
    expect(() => readSpreadsheet(workbook(`<row r="2">${inline('ZZZZZZ2', 'x')}</row>`), LIMITS)).toThrow(
      UnreadableSpreadsheet,
    );
    expect(() => readSpreadsheet(workbook(`<row r="-5">${inline('A1', 'x')}</row>`), LIMITS)).toThrow(
      UnreadableSpreadsheet,
    );
    expect(() => readSpreadsheet(Buffer.from('\n'.repeat(25_000)), LIMITS)).toThrow(SpreadsheetTooLarge);
    expect(() => readSpreadsheet(Buffer.from(`${'a,'.repeat(300)}\n`), LIMITS)).toThrow(SpreadsheetTooLarge);
  });

  it('unpacks only what the first sheet needs: other sheets, however large, are not read', () => {
    const large = new Uint8Array(20 * 1024 * 1024);
    const others = Object.fromEntries(
      Array.from({ length: 5 }, (_, index) => [`xl/worksheets/sheet${index + 2}.xml`, large]),
    );
    expect(readSpreadsheet(workbook(`<row r="1">${inline('A1', 'Name')}</row>`, others), LIMITS)).toEqual([['Name']]);
    // Strings that would unpack beyond the budget are refused.
    const strings = { 'xl/sharedStrings.xml': new Uint8Array(70 * 1024 * 1024) };
    expect(() => readSpreadsheet(workbook('', strings), LIMITS)).toThrow(SpreadsheetTooLarge);
  });

  it('refuses XML no spreadsheet program writes: a DOCTYPE, a part cut short, nesting past the stack', () => {
    const doctype = workbook('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><row r="1"></row>');
    const cutShort = Buffer.from(
      zipSync({
        'xl/workbook.xml': text('<workbook><sheets><sheet name="a"'),
        'xl/worksheets/sheet1.xml': text('<worksheet>'),
      }),
    );
    const nested = workbook(`${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}`);
    for (const file of [doctype, cutShort, nested])
      expect(() => readSpreadsheet(file, LIMITS)).toThrow(UnreadableSpreadsheet);
  });
});
