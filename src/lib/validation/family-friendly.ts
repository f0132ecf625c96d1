// core spec §5 (Generic text): a word list (profanity, violence, sex, drugs, slurs) plus a few
// patterns. PRODUCT.md "Family-friendly check without false alarms": the spec matched the list as
// substrings, which rejects real names (Cassandra, Dickens, Hancock, Sussex, Assam, Shitaye,
// Dikshit). Hearth matches WHOLE words and whole multi-word phrases instead, and catches the common
// ways people dodge a word list: letter repeats, leetspeak, separators inside a word, spaced single
// letters, masking with '*', mixed case, diacritics, look-alike letters from other scripts.
//
// Everything is compiled once at module load; a check is a handful of Map lookups per word.

// A trailing '+' marks a term whose inflections (s/es, ed, ing, er, ers; -e words: s, d, ing) are
// blocked too, generated once at load (shit -> shits, shitted, shitting, shitter). Short
// terms that sit inside real names or words ("cum" in Cumming, "ass" in Assam, "heroin" in
// heroines) are listed WITHOUT '+', with their few bad forms spelled out, so that the generated
// forms never reach a real name.
const PROFANITY = [
  'fuck+', 'fuckin', 'fucken', 'fucka', 'fuckface', 'fuckhead', 'fuckwit', 'fucktard', 'fuckboy',
  'fuckoff', 'fuckyou', 'fuckit', 'motherfucker+', 'motherfucking', 'mofo', 'clusterfuck', 'mindfuck',
  'fck+', 'fcuk', 'fuk+', 'fukin', 'fuq', 'fvck', 'phuck+', 'phuk', 'effing', 'wtf', 'stfu', 'gtfo',
  'shit+', 'shitty', 'shite', 'shyt', 'shithead', 'shithole', 'shitface', 'shitbag', 'shitstorm',
  'shitshow', 'bullshit+', 'horseshit', 'dipshit', 'apeshit', 'batshit', 'chickenshit',
  'ass', 'asses', 'asshole+', 'arse', 'arses', 'arsehole+', 'jackass', 'dumbass', 'smartass',
  'fatass', 'asswipe', 'asshat', 'asskisser', 'badass', 'kickass',
  'bitch+', 'bitchy', 'biatch', 'biotch', 'beyotch', 'sonofabitch',
  'bastard+', 'damn', 'damned', 'dammit', 'damnit', 'goddamn', 'goddamned', 'goddammit', 'goddamnit',
  'crap', 'crappy', 'piss+', 'pissy', 'pisshead', 'pissoff',
  'dick', 'dicks', 'dickhead', 'dickface', 'dickwad', 'dickweed', 'dickish',
  'cock', 'cocks', 'cocksucker+', 'cocksucking',
  'douche', 'douches', 'douchebag', 'douchebags', 'douchey',
  'wank+', 'wanka', 'tosser', 'tossers', 'bollocks', 'bollock', 'knobhead', 'bellend',
  'twat', 'twats', 'cunt', 'cunts', 'cunty', 'turd', 'turds', 'numbnuts', 'jerkoff', 'jackoff',
  'skank', 'skanks', 'skanky', 'slut', 'sluts', 'slutty', 'whore+', 'thot', 'thots',
];

const SEXUAL = [
  'sex', 'sexy', 'sexting', 'sext', 'sexted', 'porn', 'porno', 'pornos', 'pornography', 'pornographic',
  'pornstar', 'pornhub', 'horny', 'boner', 'boners', 'dildo', 'dildos', 'orgasm+', 'orgy', 'orgies',
  'masturbate+', 'masturbation', 'blowjob', 'blowjobs', 'handjob', 'handjobs', 'rimjob', 'rimming',
  'cum', 'cums', 'cumshot', 'cumslut', 'jizz+', 'pussy', 'pussies', 'clit', 'clits', 'anal', 'buttplug',
  'tits', 'titty', 'titties', 'tittie', 'boobs', 'boobies', 'milf', 'milfs', 'hentai', 'bdsm',
  'nudes', 'sodomy', 'sodomize+', 'sodomise+', 'incest', 'bestiality', 'zoophilia', 'necrophilia',
  'pedo', 'pedos', 'paedo', 'paedos', 'pedophile', 'pedophiles', 'paedophile', 'paedophiles',
  'pedophilia', 'paedophilia', 'molest+', 'rape+', 'rapist', 'rapists',
];

// Violence is mostly caught by the phrases below: single words like "kill" or "shoot" are everyday
// words in a family's posts ("you killed it", "photo shoot").
const VIOLENCE = ['kys', 'behead+', 'decapitate+'];

const DRUGS = [
  'cocaine', 'heroin', 'meth', 'methamphetamine', 'crystalmeth', 'methhead', 'crackhead', 'crackheads',
  'crackhouse', 'ketamine', 'fentanyl', 'lsd', 'mdma', 'marijuana', 'cannabis', 'pothead',
  'potheads', 'shrooms', 'amphetamine', 'amphetamines',
];

// Left out although they are slurs somewhere, because they are also names, places or everyday
// words: Kike (Spanish for Enrique), Coon and Dyke (surnames), spic and span, honky-tonk, Kraut
// (German for herb), Lesbos; likewise Ganja (a city) among the drug words.
const SLURS = [
  'nigger', 'niggers', 'nigga', 'niggas', 'niggaz', 'nigguh', 'sandnigger', 'sandniggers',
  'faggot', 'faggots', 'fag', 'fags', 'faggy', 'tranny', 'trannies', 'shemale', 'lesbo',
  'retard', 'retards', 'retarded', 'spaz', 'spazz', 'spastic', 'spics', 'kikes', 'heeb',
  'chink', 'chinks', 'gook', 'gooks', 'zipperhead', 'jap', 'japs', 'wetback', 'wetbacks', 'beaner',
  'beaners', 'towelhead', 'towelheads', 'raghead', 'ragheads', 'paki', 'pakis', 'darkie', 'darkies',
  'wog', 'wogs', 'gyppo', 'pikey', 'pikeys', 'wop', 'wops', 'dago', 'dagos', 'redskin', 'redskins',
  'squaw', 'injun',
];

// A few common words in other languages families write in (Spanish, Hindi/Urdu romanised,
// French, German, Italian, Portuguese, Russian). Words that are also ordinary words or names
// elsewhere (Randi, Lund, Lauda, Kutty, Concha, Verga, cono) are left out on purpose.
const OTHER_LANGUAGES = [
  'puta', 'putas', 'puto', 'putos', 'hijoputa', 'mierda', 'cabron', 'cabrones', 'pendejo', 'pendejos',
  'pendeja', 'chingar', 'chingada', 'chingado', 'chingas', 'culero', 'maricon', 'maricones',
  'gilipollas', 'joder', 'jodete', 'follar', 'malparido',
  'chutiya', 'chutiye', 'chutia', 'bhenchod', 'behenchod', 'benchod', 'bhenchot', 'madarchod',
  'maderchod', 'bhosdike', 'bhosadike', 'bhosdiwale', 'bhosda', 'gaand', 'gandu', 'gaandu', 'harami',
  'haramkhor', 'jhatu', 'jhaant',
  'merde', 'putain', 'salope', 'connard', 'connasse', 'encule',
  'scheisse', 'scheiße', 'arschloch', 'fotze', 'hurensohn', 'wichser',
  'cazzo', 'stronzo', 'vaffanculo', 'puttana', 'caralho', 'foda', 'merda',
  'хуй', 'хуйня', 'пизда', 'блядь', 'блять', 'сука', 'ебать',
];

// Multi-word patterns, matched as whole words in sequence. Written as people type them; they go
// through the same folding and splitting as the text (so "i'll" is the words "i" and "ll").
const PHRASES = [
  // violence and self-harm
  'kill yourself', 'kill yourselves', 'kill your self', 'kill urself', 'kill ur self', 'kill yoself',
  'kill yo self', 'go kill yourself', 'hang yourself', 'neck yourself', 'go die', 'die in a fire',
  'hope you die', 'hope u die', 'i will kill you', 'i will kill u', "i'll kill you", 'ill kill you',
  "i'm going to kill you", 'im going to kill you', 'gonna kill you', 'imma kill you',
  'i will murder you', "i'll murder you", 'going to murder you', 'stab you', 'slit your throat',
  'cut your throat', 'shoot up the school', 'kill all jews', 'gas the jews', 'kill all muslims',
  'heil hitler', 'sieg heil',
  // sexual
  'suck my balls', 'lick my balls', 'blow job', 'hand job', 'rim job', 'jerk off', 'jerking off',
  'jack off', 'jacking off', 'deez nuts',
  // drugs
  'smoke weed', 'smoking weed', 'smoked weed', 'smoke pot', 'smoking pot', 'smoke crack',
  'smoking crack', 'snort coke', 'snorting coke', 'do drugs', 'doing drugs', 'sell drugs',
  'selling drugs', 'buy drugs', 'buying drugs', 'drop acid', 'dropping acid', 'pop pills',
  'popping pills',
  // slurs written as two words
  'camel jockey', 'porch monkey', 'jungle bunny', 'sand nigger',
  // other languages
  'hijo de puta', 'chinga tu madre', 'puta madre', 'maa ki chut',
];

// Everyday phrases that hold a listed word in an innocent sense: the listed word is not counted
// there (graduation posts, nursery rhymes, birds, plants, books, puddings).
const INNOCENT_PHRASES = [
  'cum laude', 'magna cum laude', 'summa cum laude', 'cock a doodle', 'cock a doodle doo',
  'cock robin', 'blue tits', 'great tits', 'coal tits', 'long tailed tits', 'pussy cat', 'pussy cats',
  'pussy willow', 'pussy willows', 'horny toad', 'horny toads', 'moby dick', 'spotted dick',
  'dick whittington', 'oilseed rape', 'anal retentive',
];

// Strings blocked even inside a longer word: no real name or everyday word contains them, and
// they are glued onto other words ("fuckinghell", "motherfuckingidiot") more than any other.
// ("nigger" is not one: "snigger" is an English word.)
const ROOTS = ['fuck', 'cocksuck'];

type Sig = readonly number[];

interface Compiled {
  /** collapsed key (every run of one letter reduced to one) -> the list forms with that key */
  readonly byKey: ReadonlyMap<string, readonly { term: string; sig: Sig }[]>;
  /** length -> list forms of that length, for words masked with '*' */
  readonly byLength: ReadonlyMap<number, readonly { term: string; form: string }[]>;
  readonly phrases: readonly { term: string; words: readonly { key: string; sig: Sig }[] }[];
  readonly phrasesByFirstKey: ReadonlyMap<string, readonly number[]>;
  readonly roots: readonly { term: string; collapsed: string | null }[];
  readonly innocent: readonly (readonly string[])[];
}

const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const MARKS = /\p{M}/gu;
// Letters NFKD leaves whole.
const FOLD_EXTRA: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };
const FOLD_EXTRA_RE = /[ßæœøłđðþıħ]/g;

/** NFKD, combining marks and invisible characters removed, lower case. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(FOLD_EXTRA_RE, (c) => FOLD_EXTRA[c] ?? c);
}

// Letters, digits and the leetspeak symbols make up a piece of a word; anything else separates.
const PIECE = /[\p{L}\p{N}@$!*]+/gu;
const HAS_LETTER = /\p{L}/u;
const LATIN = /[a-z]/;

const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '6': 'g', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i' };
const LEET_RE = /[0345-9@$!]/g;

// Cyrillic and Greek letters that look Latin, used only in words that mix them with Latin letters
// ("fuсk" with a Cyrillic с): a whole-Cyrillic word is real Russian and is left alone.
const LOOKALIKE: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ɡ: 'g', α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o',
  ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};
const LOOKALIKE_RE = /[авекмнорстухіјѕԁɡαβειкνορτυχ]/g;

function runs(s: string): { key: string; sig: number[] } {
  let key = '';
  const sig: number[] = [];
  let prev = '';
  for (const ch of s) {
    if (ch === prev) {
      sig[sig.length - 1]! += 1;
    } else {
      key += ch;
      sig.push(1);
      prev = ch;
    }
  }
  return { key, sig };
}

function collapseLongRuns(s: string): string {
  return s.replace(/(.)\1{2,}/gu, '$1$1');
}

/** The forms of a list entry: itself, plus regular inflections when it ends with '+'. */
function inflect(entry: string): string[] {
  if (!entry.endsWith('+')) return [entry];
  const base = entry.slice(0, -1);
  const forms = [base];
  if (base.endsWith('e')) {
    const stem = base.slice(0, -1);
    // no "-r" agent form: "Raper" is an English surname
    forms.push(`${base}s`, `${base}d`, `${stem}ing`);
    return forms;
  }
  forms.push(/(s|x|z|ch|sh)$/.test(base) ? `${base}es` : `${base}s`);
  const stems = [base];
  // consonant-vowel-consonant endings double the last letter: shit -> shitting, shitter
  if (/[^aeiou][aeiou][bcdfghjklmnpqrstvz]$/.test(base)) stems.push(base + base.slice(-1));
  for (const stem of stems) forms.push(`${stem}ed`, `${stem}ing`, `${stem}er`, `${stem}ers`);
  return forms;
}

function piecesOf(folded: string): string[] {
  const out: string[] = [];
  for (const match of folded.matchAll(PIECE)) {
    let piece = match[0];
    // '!' ends sentences far more often than it stands for an 'i'; '*' around a word is emphasis.
    piece = piece.replace(/^!+|!+$/g, '');
    if (piece.startsWith('*')) piece = piece.replace(/^\*+|\*+$/g, '');
    if (piece) out.push(piece);
  }
  return out;
}

function compile(): Compiled {
  const byKey = new Map<string, { term: string; sig: Sig }[]>();
  const byLength = new Map<number, { term: string; form: string }[]>();
  const addForm = (term: string, form: string) => {
    const { key, sig } = runs(form);
    const list = byKey.get(key) ?? [];
    list.push({ term, sig });
    byKey.set(key, list);
    const sameLength = byLength.get(form.length) ?? [];
    sameLength.push({ term, form });
    byLength.set(form.length, sameLength);
  };
  for (const entry of [...PROFANITY, ...SEXUAL, ...VIOLENCE, ...DRUGS, ...SLURS, ...OTHER_LANGUAGES]) {
    for (const rawForm of inflect(entry)) {
      const form = fold(rawForm);
      addForm(fold(entry.replace(/\+$/, '')), form);
    }
  }

  const phrases: { term: string; words: { key: string; sig: Sig }[] }[] = [];
  const phrasesByFirstKey = new Map<string, number[]>();
  for (const phrase of PHRASES) {
    const words = piecesOf(fold(phrase)).map((w) => runs(w));
    const first = words[0];
    if (!first) continue;
    const index = phrases.push({ term: phrase, words }) - 1;
    const list = phrasesByFirstKey.get(first.key) ?? [];
    list.push(index);
    phrasesByFirstKey.set(first.key, list);
    // Written as one word ("killyourself", "smokeweed"); short joins are skipped because they
    // can be innocent words ("godie").
    const joined = words.map((w) => expand(w)).join('');
    if (joined.length >= 8) addForm(phrase, joined);
  }

  const roots = ROOTS.map((root) => {
    const { key } = runs(root);
    // A root without doubled letters also matches its stretched spellings ("fuuuck"); one with
    // doubled letters only matches with its doubles (a collapsed form may be a real word).
    return { term: root, collapsed: key === root ? key : null };
  });

  const innocent = INNOCENT_PHRASES.map((phrase) => piecesOf(fold(phrase)));

  return { byKey, byLength, phrases, phrasesByFirstKey, roots, innocent };
}

function expand({ key, sig }: { key: string; sig: Sig }): string {
  let out = '';
  let i = 0;
  for (const ch of key) out += ch.repeat(sig[i++] ?? 1);
  return out;
}

const COMPILED = compile();

/**
 * True when `candidate` is `form`, or `form` with some letters held for three or more ("fuuuck",
 * "asss"). A letter merely doubled does not count: real words and names double letters all the time
 * (Bonner, rapper, Shiite, assess), people stretching a word do not stop at two.
 */
function stretches(candidate: Sig, form: Sig): boolean {
  if (candidate.length !== form.length) return false;
  for (let i = 0; i < form.length; i += 1) {
    const have = candidate[i] ?? 0;
    const want = form[i] ?? 0;
    if (have !== want && !(have >= 3 && have > want)) return false;
  }
  return true;
}

/** The spellings a piece of text may stand for: leetspeak decoded ('1' read as i and as l). */
function readings(piece: string): string[] {
  let text = piece;
  if (LATIN.test(text)) text = text.replace(LOOKALIKE_RE, (c) => LOOKALIKE[c] ?? c);
  // A plain number ("2024", "420") is not a word in disguise.
  if (/^\p{N}+$/u.test(text)) return [];
  if (!/[0-9@$!]/.test(text)) return [text];
  const decoded = text.replace(LEET_RE, (c) => LEET[c] ?? c);
  if (!decoded.includes('1')) return [decoded];
  return [decoded.replaceAll('1', 'i'), decoded.replaceAll('1', 'l')];
}

function matchSpelling(spelling: string): string | null {
  const { key, sig } = runs(spelling);
  const forms = COMPILED.byKey.get(key);
  if (forms) {
    for (const form of forms) if (stretches(sig, form.sig)) return form.term;
  }
  if (spelling.includes('*')) {
    const masked = matchMasked(spelling);
    if (masked) return masked;
  }
  const longRunsCollapsed = collapseLongRuns(spelling);
  for (const root of COMPILED.roots) {
    if (longRunsCollapsed.includes(root.term)) return root.term;
    if (root.collapsed && key.includes(root.collapsed)) return root.term;
  }
  return null;
}

/** "f**k", "sh*t": the visible letters must sit where a listed word has them. */
function matchMasked(spelling: string): string | null {
  if (spelling.startsWith('*') || spelling.length < 3) return null;
  const visible = spelling.replaceAll('*', '');
  if (visible.length < 2) return null;
  for (const { term, form } of COMPILED.byLength.get(spelling.length) ?? []) {
    let fits = true;
    for (let i = 0; i < form.length && fits; i += 1) {
      const ch = spelling[i];
      if (ch !== '*' && ch !== form[i]) fits = false;
    }
    if (fits) return term;
  }
  return null;
}

function matchWord(text: string): string | null {
  for (const spelling of readings(text)) {
    const term = matchSpelling(spelling);
    if (term) return term;
  }
  return null;
}

interface Piece {
  readonly text: string;
  /** readings as run signatures, for phrase matching */
  readonly runs: readonly { key: string; sig: Sig }[];
}

function phraseAt(pieces: readonly Piece[], start: number): string | null {
  const first = pieces[start];
  if (!first) return null;
  for (const reading of first.runs) {
    for (const index of COMPILED.phrasesByFirstKey.get(reading.key) ?? []) {
      const phrase = COMPILED.phrases[index];
      if (!phrase) continue;
      const fits = phrase.words.every((word, offset) => {
        const piece = pieces[start + offset];
        return piece?.runs.some((r) => r.key === word.key && stretches(r.sig, word.sig)) ?? false;
      });
      if (fits) return phrase.term;
    }
  }
  return null;
}

/** Indexes of pieces that belong to an innocent phrase ("summa cum laude"). */
function innocentPieces(pieces: readonly Piece[]): Set<number> {
  const covered = new Set<number>();
  for (let start = 0; start < pieces.length; start += 1) {
    for (const words of COMPILED.innocent) {
      if (words.every((word, offset) => pieces[start + offset]?.text === word)) {
        for (let offset = 0; offset < words.length; offset += 1) covered.add(start + offset);
      }
    }
  }
  return covered;
}

/**
 * The listed word or phrase `text` contains, as written in the list (base form: "fuck" for
 * "F.u.u.u.c.k.i.n.g"), or null when the text is family-friendly.
 */
export function findBlockedTerm(text: string): string | null {
  const folded = fold(text);
  const pieces: Piece[] = [];
  const joinedTokens: string[] = [];

  for (const token of folded.split(/\s+/u)) {
    const tokenPieces = piecesOf(token);
    for (const piece of tokenPieces) pieces.push({ text: piece, runs: readings(piece).map(runs) });
    // "sh.it", "f_u_c_k": separators inside one word. Hyphens and apostrophes join real words
    // and names ("Anna-Lise", "O'Brien"), so those tokens are only checked piece by piece.
    if (tokenPieces.length > 1 && !/[-'’‐‑]/.test(token)) joinedTokens.push(tokenPieces.join(''));
  }

  const innocent = innocentPieces(pieces);
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i];
    if (!piece || innocent.has(i)) continue;
    const term = matchWord(piece.text);
    if (term) return term;
  }
  for (const joined of joinedTokens) {
    const term = matchWord(joined);
    if (term) return term;
  }

  // "f u c k", "f-u-c-k", "a s s": runs of single letters read as one word.
  let runStart = 0;
  for (let i = 0; i <= pieces.length; i += 1) {
    const piece = pieces[i];
    if (piece && [...piece.text].length === 1) continue;
    const run = pieces.slice(runStart, i);
    if (run.length >= 2 && run.filter((p) => HAS_LETTER.test(p.text)).length >= 2) {
      const term = matchWord(run.map((p) => p.text).join(''));
      if (term) return term;
    }
    runStart = i + 1;
  }

  for (let i = 0; i < pieces.length; i += 1) {
    const term = phraseAt(pieces, i);
    if (term) return term;
  }
  return null;
}

/** core spec §5: true when the text holds no listed word or pattern. */
export function isFamilyFriendly(text: string): boolean {
  return findBlockedTerm(text) === null;
}
