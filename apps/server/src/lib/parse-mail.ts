import type { ParsedMail, SimpleParserOptions, Source } from 'mailparser';

let parser: Promise<typeof import('mailparser').simpleParser> | null = null;

/**
 * mailparser's `simpleParser`, the package imported on the first message parsed: with its
 * encodings (iconv-lite, libmime, html-to-text) it is about 1.5 MB of code that every process,
 * each CLI command among them, would otherwise compile at start without parsing any mail.
 */
export async function parseMail(
  source: Source,
  options?: SimpleParserOptions,
): Promise<ParsedMail> {
  parser ??= import('mailparser').then((module) => module.simpleParser);
  return (await parser)(source, options);
}
