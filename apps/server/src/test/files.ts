/** The smallest valid files of each kind, built in memory for upload tests. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000000970485973000003e8000003e801b57b52' +
    '6b0000001249444154089963e02b99c0573281014201001bfe04498042b5e50000000049454e44ae426082',
  'hex',
);
/** Passes the magic-byte check as a PNG, but its image data cannot be decoded. */
export const BROKEN_PNG = Buffer.concat([PNG.subarray(0, 40), Buffer.from('not image data at all')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
export const HTML_AS_JPG = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
