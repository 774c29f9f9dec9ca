/**
 * A one-page PDF of lines of text (issue 26 item 18: an invoice's "PDF" is a PDF). PDF 1.4 with
 * the standard Helvetica font in WinAnsi encoding, so no font is embedded and any reader opens it;
 * a character WinAnsi lacks prints as "?".
 */

/** WinAnsi codes of the characters above Latin-1 that invoices use. */
const winAnsiExtra: Record<string, number> = { '€': 0x80, '–': 0x96, '—': 0x97, '·': 0xb7, '’': 0x92 };

function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = winAnsiExtra[char] ?? char.codePointAt(0) ?? 63;
    const byte = code < 256 && !(code >= 0x80 && code < 0xa0 && !(char in winAnsiExtra)) ? code : 63;
    const ch = String.fromCharCode(byte);
    out += ch === '(' || ch === ')' || ch === '\\' ? `\\${ch}` : ch;
  }
  return out;
}

export interface PdfLine {
  text: string;
  /** Font size in points (default 11). */
  size?: number;
  bold?: boolean;
  /** Right-aligned text on the same line (an amount). */
  right?: string;
}

/** Helvetica's average glyph width, to right-align an amount well enough. */
const approximateWidth = (text: string, size: number) => text.length * size * 0.55;

export function pdfDocument(lines: PdfLine[]): ArrayBuffer {
  const pageWidth = 595;
  const margin = 56;
  let y = 790;
  const ops: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    const font = line.bold ? 'F2' : 'F1';
    ops.push(`BT /${font} ${size} Tf ${margin} ${y} Td (${pdfText(line.text)}) Tj ET`);
    if (line.right) {
      const x = pageWidth - margin - approximateWidth(line.right, size);
      ops.push(`BT /${font} ${size} Tf ${x.toFixed(1)} ${y} Td (${pdfText(line.right)}) Tj ET`);
    }
    y -= Math.round(size * 1.6);
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = Buffer.from(body, 'latin1');
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
