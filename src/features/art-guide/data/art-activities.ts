// The seven collaborative art activities (30-90 minutes, ages 4+ to 7+).
// The original product named the activities and their fields but not their text; every guide below is written
// by Hearth as something a parent can run at the kitchen table with ordinary supplies.
import type { MemberColorToken } from '@/lib/member-colors';

export const ART_ACTIVITY_IDS = [
  'family-portrait',
  'emotion-symphony',
  'story-timeline',
  'compromise-canvas',
  'silent-collaboration',
  'values-sculpture',
  'perspective-gallery',
] as const;

export type ArtActivityId = (typeof ART_ACTIVITY_IDS)[number];

export interface ArtActivity {
  id: ArtActivityId;
  title: string;
  description: string;
  /** Human-readable duration, always '<n> minutes' (30-90). */
  timeNeeded: string;
  /** Youngest age the activity suits, '4+' to '7+'. */
  ageRange: string;
  materials: string[];
  /** 6-10 steps, in order. */
  instructions: string[];
  whyItWorks: string;
  communicationSkills: string[];
  tips: string[];
  /** One emoji shown on the card. */
  icon: string;
  /** Member colour token used for the card accent. */
  color: MemberColorToken;
}

export const artActivities: readonly ArtActivity[] = [
  {
    id: 'family-portrait',
    title: 'Family Portrait Together',
    description:
      'Everyone draws a portrait of another family member, then the family arranges all the portraits into one shared picture and talks about what each artist noticed.',
    timeNeeded: '45 minutes',
    ageRange: '4+',
    materials: [
      'One large sheet of paper or poster board',
      'One smaller sheet of paper per person',
      'Crayons, markers or coloured pencils',
      'Child-safe scissors',
      'Glue stick or tape',
      'A small bowl and slips of paper with everyone’s name',
    ],
    instructions: [
      'Sit together and draw names from the bowl so that everyone gets someone else to draw. Draw again if you pick yourself.',
      'Spend two quiet minutes just looking at your person: their eyes, hair, smile and anything they are wearing that they love.',
      'Ask your person one question while you draw, such as “What makes you laugh?” or “What is your favourite place?”',
      'Draw your person on your own sheet and add a small clue to their answer somewhere in the picture.',
      'Cut out the portraits. A grown-up helps younger children with the scissors.',
      'Put the large sheet in the middle and decide together where each portrait goes.',
      'Glue the portraits down and add a shared background: your home, a park or a place you all enjoy.',
      'Take turns presenting: the artist says one thing they noticed about their person, and the person drawn says what they like about their portrait.',
      'Give the finished picture a title together, write the date on the back and hang it where everyone can see it.',
    ],
    whyItWorks:
      'Drawing someone means looking at them slowly and with care, which is rarer in a busy day than it sounds. Being drawn, and hearing what someone noticed about you, tells children and adults alike that they are seen. Deciding together where each portrait goes on the shared sheet is a small, low-stakes group decision that everyone can take part in.',
    communicationSkills: [
      'Careful observation',
      'Asking a question and listening to the answer',
      'Giving specific, kind compliments',
      'Making a group decision',
    ],
    tips: [
      'Say at the start that likeness does not matter: stick figures are welcome.',
      'Younger children can say their question and answer aloud while a grown-up writes it down.',
      'Keep comments about the drawings kind by starting with “I like how you…”.',
      'Repeat the activity once a year and compare the portraits.',
    ],
    icon: '👨‍👩‍👧‍👦',
    color: 'orange',
  },
  {
    id: 'emotion-symphony',
    title: 'Emotion Symphony',
    description:
      'The family paints or draws along to short pieces of music with different moods, then shares which feelings each piece brought up. Colours and lines give children a way to show feelings before they have the words for them.',
    timeNeeded: '30 minutes',
    ageRange: '5+',
    materials: [
      'Four sheets of paper per person',
      'Paints, crayons or oil pastels',
      'A phone or speaker to play music',
      'Newspaper or an old cloth to protect the table',
      'Brushes and a cup of water if you use paint',
    ],
    instructions: [
      'Choose four short pieces of music (two to four minutes each) with clearly different moods. For example: calm, Debussy’s “Clair de lune”; happy, “Spring” from Vivaldi’s The Four Seasons (the first movement); slow and sad, “The Swan” from Saint-Saëns’s The Carnival of the Animals; exciting, Grieg’s “In the Hall of the Mountain King”.',
      'Give everyone four sheets of paper and lay out the colours where all can reach them.',
      'Play the first piece. Everyone paints or draws whatever the music makes them feel: colours, lines and shapes, no need to draw real things.',
      'When the music stops, put the brushes down and place the sheets in the middle.',
      'Take turns naming one feeling for your picture and saying what in the music made you feel it.',
      'Repeat with the other three pieces.',
      'Lay the sheets out by piece and look for what is the same and what is different, for example “We both used blue for the slow one”.',
      'Finish by asking everyone: “Which colour would your feeling be today?”',
    ],
    whyItWorks:
      'Many children, and plenty of adults, find it hard to name a feeling on demand. Music gives everyone the same starting point, and colour and line let them express a mood before they have to put it into words. Comparing the pictures shows that people can feel differently about the same thing, and that both reactions are fine.',
    communicationSkills: [
      'Naming emotions',
      'Listening without interrupting',
      'Accepting different reactions',
      'Describing what is going on inside',
    ],
    tips: [
      'Give younger children a short list of feeling words: happy, calm, sad, excited, worried, cross.',
      'There are no wrong answers, so avoid remarks like “that doesn’t look sad”.',
      'Keep each piece short so that attention lasts to the end: play only the first three minutes of a longer one.',
      'Grown-ups, share your own feelings honestly: children learn the words by hearing you use them.',
    ],
    icon: '🎵',
    color: 'plum',
  },
  {
    id: 'story-timeline',
    title: 'Family Story Timeline',
    description:
      'Roll out a long strip of paper and build a timeline of family memories together, with each person telling the stories behind their moments.',
    timeNeeded: '60 minutes',
    ageRange: '6+',
    materials: [
      'A long roll of paper (lining paper or the back of wrapping paper)',
      'Markers and coloured pencils',
      'Sticky notes, a different colour for each person if possible',
      'A few family photos (optional)',
      'Tape',
    ],
    instructions: [
      'Roll the paper out on the floor or a wall and draw one long line across it.',
      'Mark a starting point, such as the day the oldest child was born, and write “Today” at the other end.',
      'Everyone writes or draws memories on sticky notes, one memory per note, three to five each.',
      'Take turns placing a note on the line and telling the story behind it in a minute or two.',
      'Listeners may ask one question per story, such as “How did you feel?” or “What happened next?”.',
      'When two people remember the same event differently, write both versions down: there is no need to decide who is right.',
      'Add small drawings or photos next to the moments that matter most.',
      'At the end of the line, everyone adds one thing they hope for the family in the coming year.',
      'Roll up or hang the timeline and add to it on birthdays and holidays.',
    ],
    whyItWorks:
      'Telling family stories helps children understand where they come from and that their family has come through happy and hard times together. Taking turns as storyteller and listener practises patience and curiosity, and writing down two versions of the same event shows that different memories can both be respected.',
    communicationSkills: [
      'Storytelling',
      'Active listening',
      'Asking follow-up questions',
      'Respecting different points of view',
    ],
    tips: [
      'Children who do not write yet can draw their memory while a grown-up adds a label.',
      'Small everyday memories count just as much as big events.',
      'If a memory is painful, let the person decide how much to share.',
      'Using one sticky-note colour per person shows at a glance that everyone’s voice is there.',
    ],
    icon: '📜',
    color: 'teal',
  },
  {
    id: 'compromise-canvas',
    title: 'Compromise Canvas',
    description:
      'The family plans and paints one picture in which everyone’s ideas have a place, practising how to say what you want and find room for what others want.',
    timeNeeded: '45 minutes',
    ageRange: '6+',
    materials: [
      'One large sheet of paper or a canvas',
      'Paints or markers',
      'Pencils',
      'A small sheet of paper per person for planning',
      'A kitchen timer or a phone timer',
    ],
    instructions: [
      'Each person quietly writes or draws three things they would love to see in the picture.',
      'Share the lists and circle anything that appears on more than one: that is instant agreement.',
      'Everyone picks one “must-have” from their own list. All the must-haves go in.',
      'Talk about how the remaining ideas could fit together, for example a dragon could live in the garden or the beach could sit at the edge of the town.',
      'Sketch a quick plan together on a small sheet, agreeing where each idea goes.',
      'Paint the shared background together, then each person paints their own ideas.',
      'When the painting starts, set the timer for 15 minutes. When it rings, pause and ask everyone: “Is there anything you would like to change?” Agree any changes together, then carry on.',
      'When the picture is finished, each person points out one idea from someone else that they are glad made it in.',
    ],
    whyItWorks:
      'The canvas turns negotiation into something you can see. Children practise saying what they want, hearing what others want and finding a solution in which everyone gets something that matters to them. These are the same skills the family uses in everyday disagreements about games, chores and plans.',
    communicationSkills: [
      'Saying clearly what you need',
      'Negotiating',
      'Finding creative solutions',
      'Appreciating other people’s ideas',
    ],
    tips: [
      'Model helpful phrases such as “What if we…” and “Could yours go here?”.',
      'If voices rise, take a one-minute break and come back to the plan.',
      'Guaranteeing every person’s must-have keeps the activity fair.',
      'Afterwards, talk about a real family decision you could solve the same way.',
    ],
    icon: '🤝',
    color: 'blue',
  },
  {
    id: 'silent-collaboration',
    title: 'Silent Collaboration',
    description:
      'The family makes one drawing together without speaking, taking turns and relying on faces, gestures and each other’s lines to understand one another.',
    timeNeeded: '30 minutes',
    ageRange: '4+',
    materials: [
      'One large sheet of paper',
      'One marker or crayon per person, each a different colour',
      'A timer',
    ],
    instructions: [
      'Explain the one rule: no talking and no written words until the timer rings. Smiles, nods and pointing are allowed.',
      'Set the timer for 10 to 15 minutes.',
      'The youngest person starts by drawing a single line or shape.',
      'Take turns around the table, each person adding one thing per turn.',
      'Watch what the others add and try to build on it instead of starting something separate.',
      'Use your face and hands to “ask” and “answer”, for example a thumbs up or a puzzled look.',
      'When the timer rings, put the pens down and let everyone suggest a title before any other talking.',
      'Talk about it: What did you think we were drawing? When did you feel understood? When was it hard?',
    ],
    whyItWorks:
      'Taking words away makes everyone pay attention to other signals: faces, gestures and what someone is actually doing. Families discover how much they already say without speaking, and quieter children often shine when the loudest voice is no advantage.',
    communicationSkills: [
      'Nonverbal communication',
      'Reading other people’s cues',
      'Patience and turn-taking',
      'Building on someone else’s idea',
    ],
    tips: [
      'Giggling is fine: silence does not have to be serious.',
      'For children under six, shorten the timer to five to eight minutes.',
      'Different colours show who added what, which helps the talk afterwards.',
      'Try it again another day with a theme, such as “a place we would like to visit”.',
    ],
    icon: '🤫',
    color: 'mint',
  },
  {
    id: 'values-sculpture',
    title: 'Family Values Sculpture',
    description:
      'The family agrees on the values that matter most to them and builds a sculpture in which each value becomes a shape made from clay and recycled materials. It takes two sessions: about 60 minutes to plan and build, then 30 minutes the next day to paint, once the clay has dried overnight.',
    timeNeeded: '90 minutes',
    ageRange: '7+',
    materials: [
      'Air-dry clay (play dough does not dry hard or take paint, so it will not do here)',
      'Clean recyclables: small boxes, cardboard tubes, bottle caps',
      'Tape and glue',
      'Pipe cleaners',
      'Paint and brushes',
      'Paper and pens',
      'A sturdy base such as a piece of cardboard or an old tray',
    ],
    instructions: [
      'Talk together: what matters most in our family? Write each idea on paper, for example kindness, honesty, fun, helping or curiosity.',
      'Choose three to five values that everyone agrees on.',
      'For each value, think of a shape or object that could stand for it, such as a heart for kindness or a bridge for helping each other.',
      'Decide who makes each piece. Pairs can share a piece.',
      'Build the pieces from clay and recyclables.',
      'Decide together how the pieces join on the base: what goes in the middle and what holds the others up.',
      'Assemble the sculpture on the base and leave it to dry overnight. That is the end of the first session.',
      'Second session, the next day: paint and decorate the dry sculpture.',
      'Make a small label for each value with a one-sentence example, such as “Kindness: we help when someone is sad”.',
      'Put the sculpture where everyone can see it, and point to it when someone shows one of the values in daily life.',
    ],
    whyItWorks:
      'Values are abstract ideas; building them makes them concrete and memorable for children. Choosing the values together gives every family member a voice, and linking each value to a real example turns words into behaviour the family can notice and praise.',
    communicationSkills: [
      'Discussing abstract ideas',
      'Reaching agreement as a group',
      'Explaining with examples',
      'Planning together',
    ],
    tips: [
      'Thin parts dry first; if a thick piece still feels cool and soft, give it a few more hours before painting.',
      'Keep the list short: three well-understood values beat ten vague ones.',
      'Ask children for their own examples instead of supplying them.',
      'Revisit the sculpture in a few months and ask whether a value should be added.',
    ],
    icon: '🏺',
    color: 'gold',
  },
  {
    id: 'perspective-gallery',
    title: 'Perspective Gallery',
    description:
      'Everyone draws the same object from a different spot in the room, then the family hangs the drawings as a gallery and discovers how differently one thing can look.',
    timeNeeded: '60 minutes',
    ageRange: '5+',
    materials: [
      'Paper and a clipboard or hard surface for each person',
      'Pencils, crayons or markers',
      'An interesting object with a clear front and back, such as a plant, a toy or a fruit bowl',
      'Tape, or string and clothes pegs, to hang the drawings',
    ],
    instructions: [
      'Put the object in the middle of the table or the room.',
      'Everyone sits in a different spot: in front, at the side, behind, up high on a chair or low on the floor.',
      'Draw the object exactly as you see it from your spot, for about 15 minutes.',
      'Without moving, each person describes one detail they can see that they think the others cannot.',
      'Swap places for a minute and look from someone else’s spot.',
      'Hang all the drawings up like a gallery.',
      'Walk through the gallery together. Each artist explains their view and the others say one thing they learned from it.',
      'Talk about it: when have we disagreed because we were seeing something from different sides?',
    ],
    whyItWorks:
      'The same object really does look different from different places. That gives children a simple, visible way to understand that another person can see something differently without being wrong, and the closing conversation connects the idea to everyday disagreements.',
    communicationSkills: [
      'Seeing from someone else’s point of view',
      'Describing clearly',
      'Curiosity about other people’s views',
      'Disagreeing respectfully',
    ],
    tips: [
      'An object with a distinct front and back makes the differences easy to spot.',
      'Young children can draw just the outline and the colours they see.',
      'Hold a gallery “opening” with a snack to make it feel special.',
      'Keep using the phrase “From where I sit…” in family conversations afterwards.',
    ],
    icon: '🖼️',
    color: 'seafoam',
  },
];

/** The activity with this id, or undefined for an unknown id (e.g. a stale link). */
export function artActivityById(id: string): ArtActivity | undefined {
  return artActivities.find((activity) => activity.id === id);
}
