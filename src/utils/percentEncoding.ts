/**
 * Addresses whose percent-encoding is not valid UTF-8 (`/%E0%A4`, `#%E0%A4`,
 * `/100%`) make decodeURI and decodeURIComponent throw "URI malformed". The
 * router decodes every path it is given and core decodes the hash it scrolls
 * to, so such an address must be made readable before they see it.
 */

const hexPair = /^[0-9A-Fa-f]{2}$/;

/** UTF-8 length of the character whose first byte is `lead`, or 0 when no character starts with it. */
function utf8Length(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Length of the valid percent-encoded character at `start` (a `%`), or 0 when there is none. */
function encodedCharLength(text: string, start: number): number {
  const lead = text.slice(start + 1, start + 3);
  if (!hexPair.test(lead)) return 0;
  const length = 3 * utf8Length(parseInt(lead, 16));
  if (length === 0) return 0;
  const sequence = text.slice(start, start + length);
  if (!/^(?:%[0-9A-Fa-f]{2})+$/.test(sequence) || sequence.length !== length) return 0;
  try {
    // Rejects what the lead byte alone cannot: wrong continuation bytes, overlong forms, surrogates.
    decodeURIComponent(sequence);
    return length;
  } catch {
    return 0;
  }
}

/**
 * `text` with each `%` that does not start a valid percent-encoded character
 * written as `%25`: decoding the result never throws and gives those
 * characters back as written (`%E0%A4` decodes to the text `%E0%A4`). Valid
 * sequences are kept as they are, so a readable address comes back unchanged.
 */
export function reencodeMalformed(text: string): string {
  if (isDecodable(text)) return text;
  let result = '';
  let i = 0;
  while (i < text.length) {
    const length = text[i] === '%' ? encodedCharLength(text, i) : 1;
    if (length === 0) {
      result += '%25';
      i += 1;
    } else {
      result += text.slice(i, i + length);
      i += length;
    }
  }
  return result;
}

/** True when decodeURIComponent (and so decodeURI) reads `text` without throwing. */
export function isDecodable(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
