// @vitest-environment node
// Node's Blob keeps its bytes through fake-indexeddb (jsdom's does not), so this file runs in node.
import { execFileSync, spawnSync } from 'node:child_process';
import { crc32 } from 'node:zlib';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackupFile, readBackup, restoreBackup } from '@/data/backup/backup';
import { recordingFileName, recordingIdOfFile } from '@/data/backup/recordings';
import { readZipEntries, zipStored, crc32Of } from '@/data/backup/zip';
import { getRecording } from '@/data/media';
import { preferenceKeys, type Post } from '@/data/types';
import { BackupError } from '@/data/errors';
import { freshDb, makePost } from './helpers';

const NOW = new Date('2026-11-28T10:00:00.000Z');
const FAMILY = { familyName: 'Test', familyId: 'family_1', members: [{ id: 'member_1', name: 'Asha', emoji: '👤', color: '#f97316', initials: 'A' }] };
const voiceBytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 13) % 256);
const videoBytes = Uint8Array.from({ length: 150_000 }, (_, i) => (i * 29 + 5) % 256);
const id = (n: string) => `media_${n.repeat(32).slice(0, 32)}`;

async function familyWithRecordings() {
  const database = freshDb();
  await database.preferences.put({ key: preferenceKeys.familyData, value: FAMILY });
  const voice = makePost({ id: 'post_voice', type: 'voice', content: 'Grandma sings', timestamp: '2026-11-20T09:00:00.000Z', media: { id: id('a'), mimeType: 'audio/webm;codecs=opus', bytes: voiceBytes.length, durationMs: 5_000 } });
  const video = makePost({ id: 'post_video', type: 'video', content: 'Birthday', timestamp: '2026-11-21T09:00:00.000Z', media: { id: id('b'), mimeType: 'video/mp4', bytes: videoBytes.length, durationMs: 9_000, width: 1280, height: 720, posterUrl: 'data:image/jpeg;base64,AAAA' } });
  await database.posts.bulkAdd([voice, video, makePost({ id: 'post_text' })]);
  await database.mediaBlobs.bulkAdd([
    { id: id('a'), postId: 'post_voice', blob: new Blob([voiceBytes]) },
    { id: id('b'), postId: 'post_video', blob: new Blob([videoBytes]) },
  ]);
  return database;
}

describe('a backup with voice notes and videos', () => {
  it('is a ZIP any unzip tool opens, with the text and each recording under a name a family recognises', async () => {
    const { blob, fileName } = await createBackupFile(NOW, await familyWithRecordings());
    expect(fileName).toMatch(/^Hearth-backup-2026-11-2\d\.zip$/);
    const archive = new Uint8Array(await blob.arrayBuffer());
    const entries = await readZipEntries(new Blob([archive]));
    expect(entries.map((entry) => entry.name).sort()).toEqual([
      fileName.replace('.zip', '.txt'),
      `recordings/2026-11-20 Asha voice note ${id('a')}.webm`,
      `recordings/2026-11-21 Asha video ${id('b')}.mp4`,
    ]);
    // Every checksum as Node's own zlib computes it: what an unzip tool checks.
    for (const entry of entries) expect(crc32(archive.subarray(entry.offset, entry.offset + entry.size))).toBe(entry.crc);
    // Where Python is installed, its zipfile reads the archive and checks every file, as unzip does.
    if (spawnSync('python3', ['--version']).status === 0) {
      const dir = mkdtempSync(join(tmpdir(), 'hearth-zip-'));
      try {
        const path = join(dir, fileName);
        writeFileSync(path, archive);
        const script = 'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(len(z.namelist()))';
        expect(execFileSync('python3', ['-c', script, path]).toString().trim()).toBe('3');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('restores every moment with its recording, byte for byte', async () => {
    const { blob } = await createBackupFile(NOW, await familyWithRecordings());
    const backup = await readBackup(new Blob([await blob.arrayBuffer()]), NOW.getTime());
    expect(backup.version).toBe('1.2');
    const target = freshDb();
    await restoreBackup(backup, target);
    expect(await target.posts.count()).toBe(3);
    expect(new Uint8Array(await (await getRecording(id('a'), target))!.arrayBuffer())).toEqual(voiceBytes);
    expect(new Uint8Array(await (await getRecording(id('b'), target))!.arrayBuffer())).toEqual(videoBytes);
    expect((await getRecording(id('b'), target))!.type).toBe('video/mp4');
  });

  it('stays a text file, as before, for a family without recordings', async () => {
    const database = freshDb();
    await database.preferences.put({ key: preferenceKeys.familyData, value: FAMILY });
    await database.posts.add(makePost({ id: 'p1' }));
    const { blob, fileName } = await createBackupFile(NOW, database);
    expect(fileName.endsWith('.txt')).toBe(true);
    expect(JSON.parse(await blob.text())).toMatchObject({ version: '1.1' });
  });

  it('keeps the moment but leaves out a recording cut short in the file', async () => {
    const source = await familyWithRecordings();
    const { blob } = await createBackupFile(NOW, source);
    const archive = new Uint8Array(await blob.arrayBuffer());
    const entries = await readZipEntries(new Blob([archive]));
    const video = entries.find((entry) => entry.name.includes('video'))!;
    // Rewrite the file with the video's entry claiming fewer bytes than its moment says.
    const text = entries[0]!;
    const shortened = zipStored([
      { name: text.name, data: new Blob([archive.slice(text.offset, text.offset + text.size)]), crc: text.crc },
      { name: video.name, data: new Blob([archive.slice(video.offset, video.offset + 1_000)]), crc: await crc32Of(new Blob([archive.slice(video.offset, video.offset + 1_000)])) },
    ]);
    const target = freshDb();
    await restoreBackup(await readBackup(shortened, NOW.getTime()), target);
    expect(await target.posts.get('post_video')).toBeDefined();
    expect(await getRecording(id('b'), target)).toBeNull();
  });

  it('refuses an archive without a backup inside, writing nothing', async () => {
    const stray = zipStored([{ name: 'holiday.jpg', data: new Blob([new Uint8Array([1, 2, 3])]), crc: await crc32Of(new Blob([new Uint8Array([1, 2, 3])])) }]);
    await expect(readBackup(stray, NOW.getTime())).rejects.toBeInstanceOf(BackupError);
  });
});

describe('recording file names', () => {
  const post = (overrides: Partial<Post>) => ({ ...makePost({ id: 'p', timestamp: '2026-01-02T03:04:05.000Z', ...overrides }), media: { id: id('c'), mimeType: 'audio/webm;codecs=opus', bytes: 1, durationMs: 1 } });
  it.each([
    ['a voice note', post({ type: 'voice', userName: 'Asha' }), `recordings/2026-01-02 Asha voice note ${id('c')}.webm`],
    ['a name with path characters', post({ type: 'voice', userName: '../Ma/ma' }), `recordings/2026-01-02 .. Ma ma voice note ${id('c')}.webm`],
    ['a member without a name', post({ type: 'voice', userName: '' }), `recordings/2026-01-02 Family member voice note ${id('c')}.webm`],
  ])('%s', (_name, value, expected) => {
    expect(recordingFileName(value)).toBe(expected);
    expect(recordingIdOfFile(expected)).toBe(id('c'));
  });
  it('finds no recording in other files', () => {
    expect(recordingIdOfFile(`Hearth-backup-2026-01-02.txt`)).toBeNull();
    expect(recordingIdOfFile(`other/${id('c')}.webm`)).toBeNull();
  });
});
