// Looks for plaintext the sync server must never hold: every table and column of a
// libSQL/SQLite database, the database file itself with its -wal and -journal files (deleted rows and
// free pages keep old bytes), and log files. Each needle is searched as UTF-8, UTF-16 (both byte
// orders), JSON-escaped, hex, base64 and base64url (at all three byte alignments, so it is found
// inside a longer encoded value).
//
// As a module: `import { scanForPlaintext } from './scripts/scan-plaintext.mjs'` (types in .d.mts).
// As a command: node scripts/scan-plaintext.mjs --db data/hearth.db [--log server.log]
//   [--needle "Family name"]... [--needle-file photo.jpg]...   (exit 1 when something is found)
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';

// Shorter needles match random ciphertext by chance (3 bytes: about once per 16 MB).
const minNeedleBytes = 4;
const minEncodedChars = 8;

function toBase64(bytes, url) {
  const text = Buffer.from(bytes).toString('base64').replace(/=+$/, '');
  return url ? text.replace(/\+/g, '-').replace(/\//g, '_') : text;
}

/** The part of base64(prefix + needle) that depends on the needle alone, for each alignment. */
function base64Cores(bytes, url) {
  const cores = [];
  for (let shift = 0; shift < 3; shift += 1) {
    const encoded = toBase64(Buffer.concat([Buffer.alloc(shift), Buffer.from(bytes)]), url);
    const start = Math.ceil((8 * shift) / 6);
    const end = Math.floor((8 * (shift + bytes.length)) / 6);
    const core = encoded.slice(start, end);
    if (core.length >= minEncodedChars) cores.push(core);
  }
  return cores;
}

/** Every form a needle may take on the server. */
export function needleForms(needle) {
  const label = needle.label;
  const bytes = Buffer.from(needle.value);
  const forms = [{ label, form: 'utf8', bytes }];
  if (typeof needle.value === 'string') {
    const json = JSON.stringify(needle.value).slice(1, -1);
    const ascii = json.replace(/[^\x20-\x7e]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
    for (const [form, text] of [['json', json], ['json-ascii', ascii], ['url', encodeURIComponent(needle.value)]]) {
      if (text !== needle.value) forms.push({ label, form, bytes: Buffer.from(text) });
    }
    const utf16le = Buffer.from(needle.value, 'utf16le');
    forms.push({ label, form: 'utf16le', bytes: utf16le }, { label, form: 'utf16be', bytes: Buffer.from(utf16le).swap16() });
  }
  forms.push({ label, form: 'hex', bytes: Buffer.from(bytes.toString('hex')) });
  for (const core of base64Cores(bytes, false)) forms.push({ label, form: 'base64', bytes: Buffer.from(core) });
  for (const core of base64Cores(bytes, true)) forms.push({ label, form: 'base64url', bytes: Buffer.from(core) });
  // The same text may appear with another alignment in both alphabets; search each once.
  const seen = new Set();
  return forms.filter((form) => {
    const key = form.bytes.toString('latin1');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function normalizeNeedles(needles) {
  return needles.map((needle, index) => {
    const value = typeof needle === 'string' || needle instanceof Uint8Array ? needle : needle.value;
    const label = typeof needle === 'object' && !(needle instanceof Uint8Array) && needle.label ? needle.label : `needle ${index + 1}`;
    if (Buffer.from(value).length < minNeedleBytes) {
      throw new Error(`${label} is shorter than ${minNeedleBytes} bytes: it would match ciphertext by chance.`);
    }
    return { label, value };
  });
}

function searchIn(haystack, forms, where, findings) {
  for (const form of forms) {
    const at = haystack.indexOf(form.bytes);
    if (at >= 0) findings.push({ where, needle: form.label, form: form.form, offset: at });
  }
}

function cellBytes(value) {
  if (value === null || value === undefined) return null;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return Buffer.from(String(value));
}

function quoteIdentifier(name) {
  return `"${String(name).replace(/"/g, '""')}"`;
}

async function scanTables(databaseFile, forms, findings) {
  const client = createClient({ url: pathToFileURL(resolve(databaseFile)).href });
  let cells = 0;
  try {
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'");
    for (const table of tables.rows) {
      const name = String(table.name);
      const rows = await client.execute(`SELECT * FROM ${quoteIdentifier(name)}`);
      rows.rows.forEach((row, rowIndex) => {
        rows.columns.forEach((column, columnIndex) => {
          const bytes = cellBytes(row[columnIndex]);
          if (!bytes) return;
          cells += 1;
          searchIn(bytes, forms, `${name}.${column} row ${rowIndex + 1}`, findings);
        });
      });
    }
  } finally {
    client.close();
  }
  return cells;
}

/**
 * Scans a database (tables, then the raw files) and log files or texts for the needles.
 * @returns {{ findings: { where: string; needle: string; form: string; offset: number }[]; cells: number; bytes: number }}
 */
export async function scanForPlaintext({ databaseFile, logFiles = [], logTexts = [], needles }) {
  const forms = normalizeNeedles(needles).flatMap(needleForms);
  const findings = [];
  let cells = 0;
  let bytes = 0;
  if (databaseFile) {
    cells = await scanTables(databaseFile, forms, findings);
    for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-journal`]) {
      if (!existsSync(file)) continue;
      const content = readFileSync(file);
      bytes += content.length;
      searchIn(content, forms, `file ${file}`, findings);
    }
  }
  for (const file of logFiles) {
    const content = readFileSync(file);
    bytes += content.length;
    searchIn(content, forms, `log ${file}`, findings);
  }
  logTexts.forEach((text, index) => {
    const content = Buffer.from(text);
    bytes += content.length;
    searchIn(content, forms, `log text ${index + 1}`, findings);
  });
  return { findings, cells, bytes };
}

function parseArgs(argv) {
  const options = { databaseFile: undefined, logFiles: [], needles: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value.`);
    if (flag === '--db') options.databaseFile = value;
    else if (flag === '--log') options.logFiles.push(value);
    else if (flag === '--needle') options.needles.push({ label: value, value });
    else if (flag === '--needle-file') options.needles.push({ label: value, value: new Uint8Array(readFileSync(value)) });
    else throw new Error(`Unknown option ${flag}.`);
  }
  if (options.needles.length === 0) throw new Error('Give at least one --needle or --needle-file.');
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const result = await scanForPlaintext(parseArgs(process.argv.slice(2)));
    for (const finding of result.findings) {
      console.log(`FOUND ${finding.needle} (${finding.form}) in ${finding.where} at byte ${finding.offset}`);
    }
    console.log(`Scanned ${result.cells} cells and ${result.bytes} bytes of files: ${result.findings.length} finding(s).`);
    process.exit(result.findings.length === 0 ? 0 : 1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
