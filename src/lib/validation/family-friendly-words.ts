// The word lists and character tables behind family-friendly.ts: content, not logic. Read
// family-friendly.ts first; it explains how they are matched (whole words, folding, leetspeak).

// A trailing '+' marks a term whose inflections (s/es, ed, ing, er, ers; -e words: s, d, ing) are
// blocked too, generated once at load (shit -> shits, shitted, shitting, shitter). Short
// terms that sit inside real names or words ("cum" in Cumming, "ass" in Assam, "heroin" in
// heroines) are listed WITHOUT '+', with their few bad forms spelled out, so that the generated
// forms never reach a real name.
export const PROFANITY = [
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

export const SEXUAL = [
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
export const VIOLENCE = ['kys', 'behead+', 'decapitate+'];

export const DRUGS = [
  'cocaine', 'heroin', 'meth', 'methamphetamine', 'crystalmeth', 'methhead', 'crackhead', 'crackheads',
  'crackhouse', 'ketamine', 'fentanyl', 'lsd', 'mdma', 'marijuana', 'cannabis', 'pothead',
  'potheads', 'shrooms', 'amphetamine', 'amphetamines',
];

// Left out although they are slurs somewhere, because they are also names, places or everyday
// words: Kike (Spanish for Enrique), Coon and Dyke (surnames), spic and span, honky-tonk, Kraut
// (German for herb), Lesbos; likewise Ganja (a city) among the drug words.
export const SLURS = [
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
export const OTHER_LANGUAGES = [
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
export const PHRASES = [
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
export const INNOCENT_PHRASES = [
  'cum laude', 'magna cum laude', 'summa cum laude', 'cock a doodle', 'cock a doodle doo',
  'cock robin', 'blue tits', 'great tits', 'coal tits', 'long tailed tits', 'pussy cat', 'pussy cats',
  'pussy willow', 'pussy willows', 'horny toad', 'horny toads', 'moby dick', 'spotted dick',
  'dick whittington', 'oilseed rape', 'anal retentive',
];

// Strings blocked even inside a longer word: no real name or everyday word contains them, and
// they are glued onto other words ("fuckinghell", "motherfuckingidiot") more than any other.
// ("nigger" is not one: "snigger" is an English word.)
export const ROOTS = ['fuck', 'cocksuck'];

// Character folding (family-friendly.ts fold, readings).
export const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
export const MARKS = /\p{M}/gu;
// Letters NFKD leaves whole.
export const FOLD_EXTRA: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };
export const FOLD_EXTRA_RE = /[ßæœøłđðþıħ]/g;

export const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '6': 'g', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i' };
export const LEET_RE = /[0345-9@$!]/g;

// Cyrillic and Greek letters that look Latin, used only in words that mix them with Latin letters
// ("fuсk" with a Cyrillic с): a whole-Cyrillic word is real Russian and is left alone.
export const LOOKALIKE: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ɡ: 'g', α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o',
  ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};
export const LOOKALIKE_RE = /[авекмнорстухіјѕԁɡαβειкνορτυχ]/g;
