/** Just enough MIME to read what nodemailer writes: headers, nested multiparts, QP and base64. */
export type MimePart = { headers: Map<string, string[]>; body: string; parts: MimePart[] };

function parseHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(i + 1).trim()]);
  }
  return headers;
}

function decode(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`)
      .replace(/%(?![0-9A-F]{2})/gi, '%25');
    return decodeURIComponent(bytes);
  }
  return body;
}

export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const headerBlock = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(headerBlock);
  const type = headers.get('content-type')?.[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const chunks = rest.split(`--${boundary}`).slice(1);
    const parts = chunks.filter((c) => !c.startsWith('--')).map((c) => parseMime(c.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, body: '', parts };
  }
  return { headers, body: decode(rest, headers.get('content-transfer-encoding')?.[0]), parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leaves) : [part];
}

export const header = (part: MimePart, name: string) => part.headers.get(name.toLowerCase())?.[0];

/** RFC 2047 encoded-words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) decoded. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

export function textOf(part: MimePart, mime: string): string | undefined {
  return leaves(part).find((p) => (header(p, 'content-type') ?? '').toLowerCase().startsWith(mime))?.body;
}
