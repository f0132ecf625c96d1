// The benchmarks' family data: a family and its moments written into a page's IndexedDB through
// Playwright, as the app stores them (the same records src/data/posts.ts and family.ts write).
// Shared by the benchmarks that need a family, so they seed alike.
// Functions passed to page.evaluate run in the browser:
/* global indexedDB, document, window, KeyboardEvent */

/** A family of `names` whose ids end in `tag` (8 characters, as the app's ids). */
export function benchFamily(familyName, tag, names = ['Asha', 'Ravi']) {
  const look = {
    Asha: { emoji: '🌻', color: '#a855f7' },
    Ravi: { emoji: '🚲', color: '#14b8a6' },
    Mia: { emoji: '🦄', color: '#eab308' },
  };
  return {
    familyName,
    familyId: `family_1750000000000_${tag}`,
    members: names.map((name, index) => ({
      id: `member_175000000000${index + 1}_${tag.slice(0, 5)}${String(index + 1).padStart(3, '0')}`,
      name,
      emoji: look[name]?.emoji ?? '🙂',
      color: look[name]?.color ?? '#64748b',
      initials: name.slice(0, 2).toUpperCase(),
    })),
  };
}

/**
 * Waits until the app, open in `page`, has created its database with its stores (version 10 on).
 * Onboarding opens it at the family's first key or tap, so each poll presses one (as
 * tests/e2e/helpers/seed.ts waitForDatabase does).
 */
export async function waitForHearthDatabase(page, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const ready = () =>
    page.evaluate(async () => {
      const created = (await indexedDB.databases()).some((d) => d.name === 'Hearth' && (d.version ?? 0) >= 10);
      if (!created) window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
      return created;
    });
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`The app did not create its database within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Opens `${base}/family` in `page` (the app creates its database there), then writes `family` and
 * `count` moments. The i-th moment (from 0) is dated `firstAt + i * stepMs`; with `mixed`, a type
 * mix (text, mood, gratitude, and a photo on every 25th from the first), otherwise text only.
 * `photo`: 'drawn', a 960x720 JPEG as the app keeps a compressed photo (the largest paint of a
 * feed), or 'tiny', a 1x1 JPEG (many posts without hundreds of megabytes). `photoEvery` moments
 * (from the first) are photo moments, each with `photosPerMoment` photos.
 */
export async function seedFamily(page, base, options) {
  await page.goto(`${base}/family`);
  await waitForHearthDatabase(page);
  await addMoments(page, { ...options, writeFamily: true });
}

/**
 * Opens `${base}/family` in `page` on a first visit and makes `family` the app's family through its
 * own backup import (no moments), as a family restoring a backup would; ends on the reloaded app.
 */
export async function importFamily(page, base, family) {
  await page.goto(`${base}/family`);
  const backup = JSON.stringify({ exportDate: new Date().toISOString(), version: '1.1', appName: 'Hearth', data: { posts: [], tasks: [], preferences: [{ key: 'familyData', value: family }] } });
  await page.locator('input[type="file"]').setInputFiles({ name: 'Hearth-backup-bench.txt', mimeType: 'text/plain', buffer: Buffer.from(backup) });
  await Promise.all([page.waitForEvent('load'), page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()]);
}

/**
 * Writes moments as seedFamily does into the database of the app open in `page`, which must have
 * created it; the family record too with `writeFamily` (left as it is otherwise: a device whose
 * family has turned sync on keeps more in it).
 */
export async function addMoments(page, { family, count, firstAt, stepMs, mixed = true, photo = 'tiny', photoEvery = 25, photosPerMoment = 1, writeFamily = false }) {
  await page.evaluate(
    ({ family, count, firstAt, stepMs, mixed, photo, photoEvery, photosPerMoment, writeFamily }) =>
      new Promise((resolve, reject) => {
        const drawnJpeg = () => {
          const canvas = document.createElement('canvas');
          canvas.width = 960;
          canvas.height = 720;
          const context = canvas.getContext('2d');
          const sky = context.createLinearGradient(0, 0, 960, 720);
          sky.addColorStop(0, '#f2cc8f');
          sky.addColorStop(1, '#e07a5f');
          context.fillStyle = sky;
          context.fillRect(0, 0, 960, 720);
          for (let i = 0; i < 40; i += 1) {
            context.fillStyle = `hsl(${(i * 47) % 360} 60% 55% / 0.6)`;
            context.beginPath();
            context.arc((i * 173) % 960, (i * 97) % 720, 20 + ((i * 13) % 60), 0, Math.PI * 2);
            context.fill();
          }
          return canvas.toDataURL('image/jpeg', 0.8);
        };
        const tinyJpeg =
          'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
        const photoUrl = mixed ? (photo === 'drawn' ? drawnJpeg() : tinyJpeg) : null;
        const request = indexedDB.open('Hearth');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const tx = database.transaction(['preferences', 'posts'], 'readwrite');
          if (writeFamily) tx.objectStore('preferences').put({ key: 'familyData', value: family });
          const store = tx.objectStore('posts');
          for (let i = 0; i < count; i += 1) {
            const member = family.members[i % family.members.length];
            const withPhoto = photoUrl !== null && i % photoEvery === 0;
            const type = !mixed ? 'text' : withPhoto ? 'photo' : ['text', 'mood', 'gratitude'][i % 3];
            const at = firstAt + i * stepMs;
            store.put({
              id: `post_${at}_${String(i).padStart(8, '0')}`,
              userId: member.id,
              userName: member.name,
              userImage: member.emoji,
              type,
              content: `Moment ${i + 1}: we spent a few minutes together and talked about our day.`,
              ...(withPhoto ? { imageUrl: photoUrl, imageUrls: Array.from({ length: photosPerMoment }, () => photoUrl) } : {}),
              ...(type === 'mood' ? { mood: '😊' } : {}),
              timestamp: new Date(at).toISOString(),
              likes: 0,
              comments: 0,
              memberColor: member.color,
              memberInitials: member.initials,
            });
          }
          tx.oncomplete = () => {
            database.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { family, count, firstAt, stepMs, mixed, photo, photoEvery, photosPerMoment, writeFamily },
  );
}
