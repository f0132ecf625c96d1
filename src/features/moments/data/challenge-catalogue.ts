import type { Challenge } from '@/data/types';

// The challenge catalogue, loaded lazily. The app loads it with
// `import('./challenge-catalogue')` so that it becomes its own chunk; nothing else may import it
// statically. Written for children from 5 and adults together: a few minutes, at home, nothing to
// buy, and every move or step has a way in for every body.
//
// Ids are stored in experience records and in the day's current challenge, so an id must never be
// renamed or reused for a different challenge.
export const microSurprisesData: Challenge[] = [
  // ---- Connection --------------------------------------------------------------------------
  {
    id: 'rose-bud-thorn',
    category: 'Connection',
    title: 'Rose, bud and thorn',
    description:
      'Each person shares a rose (something good from today), a bud (something they are looking forward to) and a thorn (something that was hard). Everyone else just listens.',
    emoji: '🌹',
    familyParticipationRequired: [
      'Everyone shares a rose, a bud and a thorn',
      'Listeners wait until the speaker has finished',
      'Everyone says one kind thing back to each speaker',
    ],
    connectionPrompts: [
      'Which rose made you smile the most?',
      'Is there a thorn we could help with this week?',
      'Which buds could we look forward to together?',
    ],
  },
  {
    id: 'two-truths-and-a-wish',
    category: 'Connection',
    title: 'Two truths and a wish',
    description:
      'Everyone says two true things about their day and one thing they wish had happened. The family guesses which one is the wish.',
    emoji: '🌠',
    familyParticipationRequired: [
      'Everyone thinks of two truths and one wish',
      'Everyone guesses at least once',
      'Each speaker reveals their wish and says why they wish it',
    ],
    connectionPrompts: [
      'Which wish could we make come true some day?',
      "What surprised you about someone else's truths?",
      'Why do you think that wish matters to them?',
    ],
  },
  {
    id: 'would-you-rather',
    category: 'Connection',
    title: 'Would you rather, family edition',
    description:
      'Take turns asking gentle "would you rather" questions, like "would you rather fly or breathe underwater?", and everyone explains their choice.',
    emoji: '🤔',
    familyParticipationRequired: [
      'Everyone asks one would-you-rather question',
      'Everyone answers every question and gives a reason',
      'Nobody teases an answer, because no answer is wrong',
    ],
    connectionPrompts: [
      'Whose answer surprised you the most?',
      'Which question was the hardest to decide?',
      'What did you learn about someone from their choice?',
    ],
  },
  {
    id: 'story-of-a-name',
    category: 'Connection',
    title: 'The story of a name',
    description:
      'Share what you know about your name, a nickname you like, or a name you simply love. If there is no story to tell, make one up for the name you would give a pet dragon.',
    emoji: '📛',
    familyParticipationRequired: [
      'Everyone shares a name story, a nickname or a favourite name',
      "Everyone asks one friendly question about someone else's name",
      'The family invents a team name together',
    ],
    connectionPrompts: [
      'What does your name mean to you?',
      'Which nickname feels the most like you?',
      'Why did we choose our family team name?',
    ],
  },
  {
    id: 'compliment-circle',
    category: 'Connection',
    title: 'Compliment circle',
    description:
      'Sit in a circle and give the person next to you a specific compliment about something they did or who they are, not how they look. Go round until everyone has given and received one.',
    emoji: '💬',
    familyParticipationRequired: [
      'Everyone gives one specific compliment',
      'Everyone receives a compliment and says thank you',
      'Compliments are about actions or character, not looks',
    ],
    connectionPrompts: [
      'How did it feel to hear your compliment?',
      'Was it easier to give a compliment or to receive one?',
      'What is something kind you noticed someone do this week?',
    ],
  },
  {
    id: 'day-in-three-words',
    category: 'Connection',
    title: 'My day in three words',
    description:
      'Each person sums up their day in exactly three words. The family then gets to ask one question about those words.',
    emoji: '🗣️',
    familyParticipationRequired: [
      'Everyone picks three words for their day',
      "Everyone asks one curious question about someone else's words",
      'Each speaker answers in a sentence or two',
    ],
    connectionPrompts: [
      'Which three words would you choose for our whole family today?',
      'What word would you like to describe tomorrow?',
      'Did anyone pick a word you did not expect?',
    ],
  },
  {
    id: 'plan-a-dream-day',
    category: 'Connection',
    title: 'Plan a dream day',
    description:
      'Together, plan an imaginary perfect family day from breakfast to bedtime, with each person adding one part. Anything goes, even a picnic on the moon.',
    emoji: '🌈',
    familyParticipationRequired: [
      'Everyone adds at least one part to the plan',
      'Someone tells the whole day back at the end',
      'The family picks one small piece that could happen for real',
    ],
    connectionPrompts: [
      'Which part of the dream day could we really do this month?',
      'What made you choose your part?',
      'What would make an ordinary day feel a little more like this one?',
    ],
  },
  {
    id: 'family-favourites-quiz',
    category: 'Connection',
    title: 'Family favourites quiz',
    description:
      'One person sits in the hot seat while everyone guesses their favourite food, colour, song and place. Then the person reveals the real answers.',
    emoji: '❓',
    familyParticipationRequired: [
      'Everyone who wants a turn sits in the hot seat',
      'Everyone guesses before each answer is revealed',
      'Each person in the hot seat shares one favourite nobody guessed',
    ],
    connectionPrompts: [
      'Which favourite surprised you the most?',
      'Has one of your favourites changed this year?',
      'Which favourites do we share as a family?',
    ],
  },
  {
    id: 'when-i-was-little',
    category: 'Connection',
    title: 'When I was little',
    description:
      'Grown-ups share a short, true story from when they were about the age of the youngest child. Children share a memory from when they were even littler.',
    emoji: '🧸',
    familyParticipationRequired: [
      'Every grown-up tells one short childhood story',
      'Every child shares a memory from when they were younger',
      'Everyone asks one question about a story',
    ],
    connectionPrompts: [
      'What is the same and what is different about being a child now?',
      'Which story would you like to hear more about?',
      'What do you think you will remember about this year?',
    ],
  },
  {
    id: 'one-sentence-story-chain',
    category: 'Connection',
    title: 'One-sentence story chain',
    description:
      'Make up a story together, one sentence each, going round the family. The last person gives it an ending and everyone chooses a title.',
    emoji: '📖',
    familyParticipationRequired: [
      'Everyone adds at least two sentences',
      'Everyone builds on what the person before them said',
      'The family agrees on a title together',
    ],
    connectionPrompts: [
      'What was your favourite twist in our story?',
      'Which character would you like to be?',
      'What could happen in the next chapter?',
    ],
  },
  {
    id: 'invent-a-family-greeting',
    category: 'Connection',
    title: 'Invent a family greeting',
    description:
      'Create a secret family greeting with three moves, such as a wave, a thumbs-up and a wiggle. Choose moves that everyone in the family can do comfortably.',
    emoji: '🤝',
    familyParticipationRequired: [
      'Everyone suggests one move',
      'The family picks three moves that everyone can do',
      'Everyone practises the greeting with every other person',
    ],
    connectionPrompts: [
      'When could we use our family greeting?',
      'What could each move mean for us?',
      'How do people say hello in the cultures and places our family knows?',
    ],
  },
  {
    id: 'something-brave',
    category: 'Connection',
    title: 'Something brave',
    description:
      'Each person shares a time recently when they felt nervous but tried anyway. Brave can be small, like asking a question or tasting something new.',
    emoji: '🦁',
    familyParticipationRequired: [
      'Everyone shares one brave moment, big or small',
      'Everyone cheers for each brave moment',
      'Everyone names one thing that helped the speaker be brave',
    ],
    connectionPrompts: [
      'What helps you feel brave when you are nervous?',
      'Is there something brave you want to try soon?',
      'How can we support each other next time?',
    ],
  },
  {
    id: 'listening-echo',
    category: 'Connection',
    title: 'Listening echo',
    description:
      'In pairs or threes, one person talks for 30 seconds about something they love while the others just listen. The listeners then repeat back three things they heard, and you swap.',
    emoji: '👂',
    familyParticipationRequired: [
      'Everyone talks for 30 seconds about something they love',
      'Everyone listens without interrupting',
      'Each listener repeats back three things they heard',
    ],
    connectionPrompts: [
      'How did it feel to be really listened to?',
      'Was it hard not to interrupt?',
      'What new thing did you learn about your partner?',
    ],
  },

  // ---- Physical Action ---------------------------------------------------------------------
  {
    id: 'cushion-castle',
    category: 'Physical Action',
    title: 'Five-minute cushion castle',
    description:
      'Build a castle or den together using only cushions, pillows and blankets before a five-minute timer runs out. Then everyone squeezes inside or sits beside it for a quick chat.',
    emoji: '🏰',
    safetyNote: 'Use only soft things, leave heavy furniture where it is, and never climb on the castle.',
    familyParticipationRequired: [
      'Everyone brings at least one cushion or blanket',
      'Everyone builds one part of the castle',
      'Everyone fits inside or next to the castle at the end',
    ],
    connectionPrompts: [
      'What should our castle be called?',
      'Who would we invite to visit our castle?',
      'What made our team work well together?',
    ],
  },
  {
    id: 'paper-plane-test-flights',
    category: 'Physical Action',
    title: 'Paper plane test flights',
    description:
      'Fold a plane: (1) fold a sheet in half lengthways and open it; (2) fold the top corners to the middle line, twice; (3) fold it in half and fold each side down into a wing. Decorate, then test which flies furthest.',
    emoji: '✈️',
    safetyNote: 'Throw planes away from faces and pets, and keep pointy noses away from eyes.',
    familyParticipationRequired: [
      'Everyone folds and names a plane, with help if they ask for it',
      'Everyone has at least two test flights',
      'Everyone cheers for every landing',
    ],
    connectionPrompts: [
      'Why do you think one plane flew further?',
      'What would you change on your next plane?',
      'Where in the world would you fly if it were real?',
    ],
  },
  {
    id: 'one-song-tidy-up',
    category: 'Physical Action',
    title: 'One-song tidy-up',
    description:
      'Put on one song and race to tidy a shared space together before it ends. Each person picks a job that suits them.',
    emoji: '🎵',
    safetyNote: 'Carry only what is light and easy to hold, and leave sharp or breakable things for a grown-up.',
    familyParticipationRequired: [
      'Everyone chooses one tidying job',
      'Everyone keeps going until the song ends',
      'Everyone looks at the finished space together',
    ],
    connectionPrompts: [
      'How does the room feel now?',
      'Which job would you like to swap next time?',
      'Which song should be our tidy-up song?',
    ],
  },
  {
    id: 'sock-puppet-show',
    category: 'Physical Action',
    title: 'Sock puppet show',
    description:
      'Turn clean odd socks into puppets and put on a tiny show with a beginning, a problem and a happy ending.',
    emoji: '🧦',
    safetyNote: 'Skip buttons, beads and other small parts with young children, as they can be a choking risk.',
    familyParticipationRequired: [
      'Everyone makes a puppet or shares one',
      'Every puppet says at least one line',
      'Everyone takes a bow at the end',
    ],
    connectionPrompts: [
      "What is your puppet's name and what does it love?",
      'How did our puppets solve the problem?',
      'Which puppet should come back for another show?',
    ],
  },
  {
    id: 'tallest-tower',
    category: 'Physical Action',
    title: 'Tallest tower challenge',
    description:
      'Work as one team to build the tallest tower you can in three minutes, using safe household things like books, plastic cups, boxes or blocks.',
    emoji: '🗼',
    safetyNote: 'Build on the floor with unbreakable things, and keep faces back when the tower falls.',
    familyParticipationRequired: [
      'Everyone adds pieces to the same tower',
      'Everyone suggests one idea to make it steadier',
      'Everyone counts down the last ten seconds together',
    ],
    connectionPrompts: [
      'What made the tower strong or wobbly?',
      'How did we decide who did what?',
      'What would we try differently next time?',
    ],
  },
  {
    id: 'paper-boat-regatta',
    category: 'Physical Action',
    title: 'Paper boat regatta',
    description:
      'Fold boats: (1) fold a sheet in half downwards and the top corners to the middle; (2) fold the bottom strips up to make a hat; (3) open the hat into a square and pull the top points apart. Blow gently to race them.',
    emoji: '⛵',
    safetyNote: 'A grown-up stays right beside the water with young children, and wipes up spills so nobody slips.',
    familyParticipationRequired: [
      'Everyone folds or decorates a boat',
      'Everyone races their boat at least once',
      'Everyone cheers for every boat, even the ones that sink',
    ],
    connectionPrompts: [
      'Why do some boats stay afloat longer?',
      'Where would your boat sail if it were huge?',
      'What would you carry on your boat?',
    ],
  },
  {
    id: 'table-setting-team',
    category: 'Physical Action',
    title: 'Table-setting team',
    description:
      'Set the table together for the next meal, with everyone taking a job. Add one special touch, like a folded napkin, a drawing or a leaf from outside.',
    emoji: '🍽️',
    safetyNote: 'Grown-ups carry knives, hot dishes and anything breakable.',
    familyParticipationRequired: [
      'Everyone takes a job',
      'Everyone adds one special touch',
      'Everyone admires the finished table together',
    ],
    connectionPrompts: [
      'What makes a meal feel special to you?',
      "Is there a dish or table tradition from our family's history?",
      'Who would you love to invite to this table?',
    ],
  },
  {
    id: 'paper-ball-basketball',
    category: 'Physical Action',
    title: 'Paper ball basketball',
    description:
      'Scrunch scrap paper into balls and take turns throwing them into a basket, box or bin. Each person chooses the distance that feels right for them.',
    emoji: '🏀',
    safetyNote: 'Clear a space away from breakables, and throw only at the basket, never at people.',
    familyParticipationRequired: [
      'Everyone makes at least two paper balls',
      'Everyone takes three shots',
      'Everyone cheers for every shot, in or out',
    ],
    connectionPrompts: [
      'What helped your aim?',
      'How does it feel when the family cheers for you?',
      'What other games could we play with paper balls?',
    ],
  },
  {
    id: 'shadow-puppet-theatre',
    category: 'Physical Action',
    title: 'Shadow puppet theatre',
    description:
      'Dim the lights, shine a torch or phone light at a wall, and make animal shadows with your hands. Everyone else guesses each animal.',
    emoji: '🔦',
    safetyNote: "Never shine the light into anyone's eyes, and keep walkways clear while the lights are low.",
    familyParticipationRequired: [
      'Everyone makes at least one shadow animal',
      "Everyone guesses someone else's animal",
      'Together, make one big shadow creature with all your hands',
    ],
    connectionPrompts: [
      'Which shadow animal was the hardest to guess?',
      'What story could our shadow creature tell?',
      'Have you ever been startled by a shadow?',
    ],
  },
  {
    id: 'kitchen-band',
    category: 'Physical Action',
    title: 'Kitchen band',
    description:
      'Make instruments from pots, wooden spoons and plastic tubs with a little dry rice or pasta inside. Then play a 30-second song together.',
    emoji: '🥁',
    safetyNote: 'Use plastic, metal or wooden things only, never glass; keep lids on shakers and play at a volume that is kind to ears.',
    familyParticipationRequired: [
      'Everyone makes or picks an instrument',
      'Everyone plays in the same song',
      'Everyone takes a turn as conductor',
    ],
    connectionPrompts: [
      'What should our band be called?',
      'What songs does our family sing or play together?',
      'How did it feel to play as one band?',
    ],
  },
  {
    id: 'kindness-fortune-teller',
    category: 'Physical Action',
    title: 'Kindness fortune teller',
    description:
      'Fold a fortune teller: (1) fold all four corners of a square sheet to the centre; (2) turn it over and fold the corners to the centre again; (3) fold it in half and push the flaps up. Write a kind message under each flap.',
    emoji: '🔮',
    safetyNote: 'A grown-up helps with scissors if the paper needs trimming into a square.',
    familyParticipationRequired: [
      'Everyone writes or draws at least one message',
      'Everyone plays the fortune teller at least once',
      'Everyone does the fun task they land on',
    ],
    connectionPrompts: [
      'Which message would you most like to receive today?',
      'Who could we share our fortune teller with?',
      'What makes a message feel kind?',
    ],
  },
  {
    id: 'sock-pairing-race',
    category: 'Physical Action',
    title: 'Sock pairing race',
    description:
      'Tip a basket of clean socks onto the floor and pair them all up as a team against a timer. Then vote for the silliest sock in the house.',
    emoji: '🧺',
    safetyNote: 'Sort on the floor and walk rather than run, so nobody slips on a stray sock.',
    familyParticipationRequired: [
      'Everyone pairs socks until the pile is gone',
      'Everyone carries some pairs back to where they belong',
      'Everyone votes for the silliest sock',
    ],
    connectionPrompts: [
      'Where do you think missing socks go?',
      'What other jobs could we turn into a game?',
      'How did it feel to finish a job together?',
    ],
  },
  {
    id: 'recycled-robot',
    category: 'Physical Action',
    title: 'Recycled robot',
    description:
      'Build a small robot or creature from clean recycling such as boxes, tubes and lids. Give it a name and a special power.',
    emoji: '🤖',
    safetyNote: 'Use only clean things, check tins and lids for sharp edges, and let a grown-up do any cutting.',
    familyParticipationRequired: [
      'Everyone adds at least one part',
      'Everyone suggests a name or a power',
      'The family decides together what the robot is for',
    ],
    connectionPrompts: [
      'What job would you give a real family robot?',
      'Which part of the robot is your favourite?',
      'What else could we make from things we usually throw away?',
    ],
  },

  // ---- Gratitude ---------------------------------------------------------------------------
  {
    id: 'hidden-thank-you-notes',
    category: 'Gratitude',
    title: 'Hidden thank-you notes',
    description:
      'Everyone writes or draws a tiny thank-you note for another family member and hides it where they will find it later today.',
    emoji: '💌',
    familyParticipationRequired: [
      'Everyone makes at least one note',
      'The family checks that every person will find a note',
      'Everyone hides their note somewhere safe and easy to reach',
    ],
    connectionPrompts: [
      'What did you thank your person for?',
      'How do you think they will feel when they find it?',
      'Where is the best hiding place in our home?',
    ],
  },
  {
    id: 'thank-you-for-a-grown-up-job',
    category: 'Gratitude',
    title: 'Thanks for the invisible jobs',
    description:
      'Together, list the jobs someone in the family does that nobody sees, like washing the towels, paying bills or feeding the cat. Everyone thanks the person for one of them.',
    emoji: '🧺',
    familyParticipationRequired: [
      'Everyone names at least one invisible job',
      'Everyone thanks someone for one job',
      'Everyone offers to help with one job this week',
    ],
    connectionPrompts: [
      'Which job surprised you most?',
      'Which job could a child help with?',
      'How does it feel when someone notices your work?',
    ],
  },
  {
    id: 'gratitude-alphabet',
    category: 'Gratitude',
    title: 'Gratitude alphabet',
    description:
      'Go round the family naming something you are thankful for that starts with the first letter of the alphabet, then the next letter, and so on. Use any alphabet your family knows and see how far you get in three minutes.',
    emoji: '🔤',
    familyParticipationRequired: [
      'Everyone takes a letter in turn',
      'Anyone can ask the family for a hint',
      'Everyone picks a favourite answer at the end',
    ],
    connectionPrompts: [
      'Which answer made you laugh?',
      'Which letter was the trickiest?',
      'What are you thankful for that you hardly ever notice?',
    ],
  },
  {
    id: 'thank-the-helpers',
    category: 'Gratitude',
    title: 'Thank the helpers',
    description:
      'Name people outside the family who helped you this week, like a teacher, a neighbour, a friend or a bus driver, and what they did. Choose one of them to thank for real.',
    emoji: '🙌',
    familyParticipationRequired: [
      'Everyone names at least one helper',
      'Everyone says what that helper did',
      'The family chooses one helper and plans how to thank them',
    ],
    connectionPrompts: [
      'Who helps us that we do not always see?',
      'How could we thank them?',
      'How do you feel when someone thanks you?',
    ],
  },
  {
    id: 'start-a-thanks-jar',
    category: 'Gratitude',
    title: 'Start a thanks jar',
    description:
      'Find an empty jar or box, and everyone writes or draws one thing they are thankful for on a slip of paper and puts it in. Agree on a day to open the jar and read the slips together.',
    emoji: '🫙',
    familyParticipationRequired: [
      'Everyone adds at least one slip',
      'Everyone decorates the jar or its label',
      'Everyone agrees on the day the jar is opened',
    ],
    connectionPrompts: [
      'What do you think we will find in the jar?',
      'Who could help you remember thankful things this week?',
      'Where should the jar live so we see it?',
    ],
  },
  {
    id: 'thank-you-body-and-mind',
    category: 'Gratitude',
    title: 'Thank you, body and mind',
    description:
      'Each person names one thing their body or mind helped them do today, like laughing, thinking hard, resting or helping someone.',
    emoji: '💪',
    familyParticipationRequired: [
      'Everyone names one thing their body or mind did for them',
      'Everyone says thank you to it out loud',
      'Everyone names one way to look after themselves tonight',
    ],
    connectionPrompts: [
      'What does your body or mind need more of?',
      'When did you feel strongest today?',
      'How can we help each other rest?',
    ],
  },
  {
    id: 'thank-an-object',
    category: 'Gratitude',
    title: 'Thank an ordinary thing',
    description:
      'Each person picks one ordinary thing at home they are glad to have, like a warm blanket, the kettle or a favourite mug, holds it up and says in one sentence what it does for the family.',
    emoji: '🧸',
    familyParticipationRequired: [
      'Everyone picks one thing and shows it',
      'Everyone says what it does for the family',
      'Everyone guesses one thing another person might pick next time',
    ],
    connectionPrompts: [
      'Which thing would we miss most if it were gone?',
      'Who in the family is a bit like that useful thing?',
      'What ordinary thing did someone make for us?',
    ],
  },
  {
    id: 'thanks-through-the-senses',
    category: 'Gratitude',
    title: 'Thanks through the senses',
    description:
      'Share something you are thankful to have seen, heard, touched, tasted or smelled today. Use whichever senses feel right for you.',
    emoji: '🌸',
    familyParticipationRequired: [
      'Everyone shares moments from at least two senses',
      'Everyone describes one moment in detail',
      'Everyone finds one sense moment they share with someone else',
    ],
    connectionPrompts: [
      'Which sense gave you the best moment today?',
      'What sound always makes you feel at home?',
      'What taste reminds you of someone you love?',
    ],
  },
  {
    id: 'thank-you-message',
    category: 'Gratitude',
    title: 'Thank-you message',
    description:
      'Together, make a short thank-you message, spoken, written or drawn, for a relative or friend who matters to your family. Send it later if everyone agrees.',
    emoji: '📞',
    familyParticipationRequired: [
      'Everyone suggests who to thank',
      'Everyone adds one sentence or drawing',
      'The family agrees together before anything is sent',
    ],
    connectionPrompts: [
      'Why did we choose this person?',
      'What do you think they will say?',
      "Who else has made our family's life better?",
    ],
  },
  {
    id: 'gratitude-treasure-hunt',
    category: 'Gratitude',
    title: 'Gratitude treasure hunt',
    description:
      'Everyone finds one thing at home they are thankful for, brings it or points to it, and explains why it matters.',
    emoji: '🔍',
    safetyNote: 'Point to heavy, hot, sharp or fragile things instead of carrying them, and walk rather than run.',
    familyParticipationRequired: [
      'Everyone finds one thing',
      'Everyone explains why they are thankful for it',
      'Everyone puts their thing back afterwards',
    ],
    connectionPrompts: [
      'Which thing has the best story?',
      'Is there something we share that we are all thankful for?',
      'Who gave us some of these things, and how could we thank them?',
    ],
  },
  {
    id: 'thank-you-past-me',
    category: 'Gratitude',
    title: 'Thank you, past me',
    description:
      'Each person thanks their past self for something, such as practising, packing a bag or being kind. Then say one thing that will help your future self tomorrow.',
    emoji: '🕰️',
    familyParticipationRequired: [
      'Everyone thanks their past self out loud',
      'Everyone names one thing for their future self',
      "Everyone cheers for each other's past selves",
    ],
    connectionPrompts: [
      'What did your past self do that helped you today?',
      'What would you like to thank your future self for?',
      'How can we help each other tomorrow?',
    ],
  },
  {
    id: 'gratitude-toast',
    category: 'Gratitude',
    title: 'Gratitude toast',
    description:
      'Raise a cup of water or milk and take turns making a short toast to someone or something you are thankful for. Everyone says "cheers" in any language they like.',
    emoji: '🥛',
    safetyNote: 'Use unbreakable cups for little hands, and clink gently.',
    familyParticipationRequired: [
      'Everyone makes one toast',
      'Everyone joins in with each cheers',
      'Everyone says cheers in a language they know or would like to learn',
    ],
    connectionPrompts: [
      'Who or what did you toast, and why?',
      'How do people say cheers in the languages our family knows?',
      'What would you like to toast next week?',
    ],
  },
  {
    id: 'hard-day-helpers',
    category: 'Gratitude',
    title: 'Hard-day helpers',
    description:
      'Everyone names something that helped them on a difficult day recently, like a hug, a joke, a pet or a quiet place.',
    emoji: '☂️',
    familyParticipationRequired: [
      'Everyone shares one hard-day helper',
      'Everyone thanks any family member who helped',
      'The family names one comfort it can offer each other more often',
    ],
    connectionPrompts: [
      'What helps you most when you feel upset?',
      'How can you tell when someone needs a helper?',
      "What could be our family's comfort ritual?",
    ],
  },
  {
    id: 'thanks-to-nature',
    category: 'Gratitude',
    title: 'Thanks to nature',
    description:
      'Look out of a window or step outside together, and each thank something in nature, like the rain for the plants or a bird for its song.',
    emoji: '🌳',
    safetyNote: 'Stay together if you step outside, and keep away from roads.',
    familyParticipationRequired: [
      'Everyone spots one thing in nature',
      'Everyone says thank you to it and why',
      'Everyone names one way to care for nature this week',
    ],
    connectionPrompts: [
      'What in nature makes you feel calm?',
      'How does nature help our family?',
      'What could we do to give something back?',
    ],
  },

  // ---- Discovery ---------------------------------------------------------------------------
  {
    id: 'window-watch',
    category: 'Discovery',
    title: 'Window watch',
    description:
      'Look out of a window together in silence for one minute, then share everything you noticed. See how many different things the family spotted.',
    emoji: '🪟',
    familyParticipationRequired: [
      'Everyone watches quietly for one minute',
      'Everyone shares at least two things they noticed',
      'Everyone finds one thing someone else spotted',
    ],
    connectionPrompts: [
      'What did someone notice that you missed?',
      'What do you think changes out there at night?',
      'What would we see from this window in another season?',
    ],
  },
  {
    id: 'sound-safari',
    category: 'Discovery',
    title: 'Sound safari',
    description:
      'Sit still with your eyes closed for one minute and count every sound you hear or vibration you feel. Compare lists and guess where each one came from.',
    emoji: '🎧',
    familyParticipationRequired: [
      'Everyone stays silent for one minute',
      'Everyone names the sounds or vibrations they noticed',
      'Everyone guesses where one mystery sound came from',
    ],
    connectionPrompts: [
      'What was the quietest thing you noticed?',
      'What sound do you love most at home?',
      'What would we hear if we lived somewhere very different?',
    ],
  },
  {
    id: 'mystery-touch-bag',
    category: 'Discovery',
    title: 'Mystery touch bag',
    description:
      'One person secretly puts a safe household object in a pillowcase, and everyone else feels it through the fabric and guesses what it is.',
    emoji: '🖐️',
    safetyNote: 'Choose only things that are not sharp, hot, breakable or able to pinch, and nothing alive.',
    familyParticipationRequired: [
      'Everyone takes a turn choosing an object',
      'Everyone feels and guesses before the reveal',
      'Everyone describes the object with three touch words',
    ],
    connectionPrompts: [
      'Which clue helped you guess?',
      'Which touch word was the most fun to say?',
      'How do we use touch to learn about the world?',
    ],
  },
  {
    id: 'sink-or-float',
    category: 'Discovery',
    title: 'Sink or float',
    description:
      'Gather small waterproof things from around the home, predict whether each will sink or float, and test them in a bowl of water.',
    emoji: '🛁',
    safetyNote: 'A grown-up stays beside the water, use only unbreakable waterproof things, and wipe up spills so nobody slips.',
    familyParticipationRequired: [
      'Everyone chooses at least one object',
      'Everyone makes a prediction before each test',
      'Everyone helps explain one surprising result',
    ],
    connectionPrompts: [
      'Which result surprised you?',
      'Why do you think huge ships can float?',
      'What else would you like to test?',
    ],
  },
  {
    id: 'shape-hunt',
    category: 'Discovery',
    title: 'Shape hunt',
    description:
      'In two minutes, find as many circles, triangles, squares and stars as you can in one room. Point to each one and name it.',
    emoji: '🔺',
    safetyNote: 'Walk rather than run, and point to things instead of climbing to reach them.',
    familyParticipationRequired: [
      'Everyone finds at least three shapes',
      'Everyone points out one shape that others missed',
      'Everyone guesses which shape the room has the most of',
    ],
    connectionPrompts: [
      'Which shape was the hardest to find?',
      'Why do you think so many things are rectangles?',
      'What shape would you give our family?',
    ],
  },
  {
    id: 'ice-cube-melt-race',
    category: 'Discovery',
    title: 'Ice cube melt race',
    description:
      'Everyone puts an ice cube on a small plate somewhere in the home they think will melt it fastest. Guess the winner, then check together after ten minutes.',
    emoji: '🧊',
    familyParticipationRequired: [
      'Everyone chooses a spot and explains why',
      'Everyone guesses which cube melts first',
      'Everyone checks the plates together',
    ],
    connectionPrompts: [
      'Why did the winning spot melt it fastest?',
      'Where in our home is the coolest place?',
      'How could we make an ice cube last longest?',
    ],
  },
  {
    id: 'words-from-our-world',
    category: 'Discovery',
    title: 'Words from our world',
    description:
      'Share how to say "hello" and "thank you" in every language your family knows, including sign language. Then teach each other one new word, or invent a secret family word.',
    emoji: '🌍',
    familyParticipationRequired: [
      'Everyone says hello in at least one language or sign',
      'Everyone learns one new word or sign',
      'Everyone uses the new word with a family member today',
    ],
    connectionPrompts: [
      'Which languages are part of our family story?',
      'Which language would you love to learn?',
      'Why do you think people say hello in so many different ways?',
    ],
  },
  {
    id: 'how-does-it-work',
    category: 'Discovery',
    title: 'How does it work?',
    description:
      'Pick an everyday object, like a zip, a tap or a door hinge, and work out together how it does its job. Explain it as if to a visitor from another planet.',
    emoji: '⚙️',
    safetyNote: 'Look and explore gently, and never open or take apart anything electrical.',
    familyParticipationRequired: [
      'Everyone suggests an object to explore',
      'Everyone gives one idea about how it works',
      'Everyone helps explain it to the visitor from another planet',
    ],
    connectionPrompts: [
      'Who do you think invented it?',
      'How would life be different without it?',
      'What would you invent to make home life easier?',
    ],
  },
  {
    id: 'hidden-pictures',
    category: 'Discovery',
    title: 'Hidden pictures',
    description:
      'Look at clouds, or at patterns in wood, tiles, rugs or curtains, and find hidden faces, animals and shapes.',
    emoji: '☁️',
    safetyNote: 'Never look straight at the sun when watching the sky.',
    familyParticipationRequired: [
      'Everyone finds at least one hidden picture',
      'Everyone helps the others see it',
      'Everyone votes for the funniest one',
    ],
    connectionPrompts: [
      'Why do you think we see faces in things?',
      'Was it hard to see what someone else saw?',
      'What story could your hidden picture tell?',
    ],
  },
  {
    id: 'smell-detectives',
    category: 'Discovery',
    title: 'Smell detectives',
    description:
      'One person holds up a kitchen smell, like lemon, cinnamon or onion, while the others close their eyes and guess what it is.',
    emoji: '👃',
    safetyNote: 'Use only food smells, never cleaning products or sprays; sniff gently and check for allergies first.',
    familyParticipationRequired: [
      'Everyone guesses at least one smell',
      'Everyone picks a smell for someone else',
      'Everyone says what one smell reminds them of',
    ],
    connectionPrompts: [
      'Which smell reminds you of a special place or person?',
      'Which smell was the hardest to guess?',
      'What does our home smell like to you?',
    ],
  },
  {
    id: 'question-storm',
    category: 'Discovery',
    title: 'Question storm',
    description:
      'Pick an everyday thing, like a banana or the moon, and ask as many questions about it as you can in two minutes. Choose one question to find out about later.',
    emoji: '🌪️',
    familyParticipationRequired: [
      'Everyone asks at least three questions',
      'Someone keeps count of the questions',
      'The family chooses one question to explore together',
    ],
    connectionPrompts: [
      'Which question would be the hardest to answer?',
      'Where could we find out the answer?',
      'What is something you have always wondered about?',
    ],
  },
  {
    id: 'estimation-station',
    category: 'Discovery',
    title: 'Estimation station',
    description:
      'Everyone guesses how many there are of something at home, like spoons in a drawer or books on a shelf. Then count together to see who was closest.',
    emoji: '🔢',
    safetyNote: 'Count by pointing rather than climbing, and let a grown-up handle anything sharp.',
    familyParticipationRequired: [
      'Everyone makes a guess',
      'Everyone helps count',
      'Everyone explains how they made their guess',
    ],
    connectionPrompts: [
      'How did you decide on your guess?',
      'Did the closest guesser have a trick?',
      'What should we estimate next time?',
    ],
  },
  {
    id: 'tiny-world-close-up',
    category: 'Discovery',
    title: 'Tiny world close-up',
    description:
      'Look very closely at something small, like a leaf, a fingertip or a piece of fabric, and describe every detail you notice.',
    emoji: '🔎',
    familyParticipationRequired: [
      'Everyone examines the same small thing',
      'Everyone names one detail nobody else said',
      'Everyone describes what it might look like to an ant',
    ],
    connectionPrompts: [
      'What did you notice that you had never seen before?',
      'What might tiny creatures think of our home?',
      'Which small thing should we look at next?',
    ],
  },
  {
    id: 'map-from-memory',
    category: 'Discovery',
    title: 'Map from memory',
    description:
      'Draw a quick map of your home or street together from memory, with each person adding the places that matter to them.',
    emoji: '🗺️',
    familyParticipationRequired: [
      'Everyone adds at least one place to the map',
      'Everyone marks their favourite spot',
      'Everyone checks one detail of the map for real',
    ],
    connectionPrompts: [
      'Which place on the map holds the best memories?',
      'What did we forget to put on the map?',
      'What would a map of your perfect neighbourhood include?',
    ],
  },

  // ---- Photo/Memory ------------------------------------------------------------------------
  {
    id: 'recreate-an-old-photo',
    category: 'Photo/Memory',
    title: 'Recreate an old photo',
    description:
      'Choose an older photo of anyone in the family, a pet or a favourite place, and recreate it as closely as you can today. Take the new photo to put side by side.',
    emoji: '📸',
    familyParticipationRequired: [
      'Everyone helps choose the photo',
      'Everyone takes a part in the new picture, in front of or behind the camera',
      'Everyone compares the old and the new photos',
    ],
    connectionPrompts: [
      'What has changed since the first photo?',
      'What do you remember or imagine about the day it was taken?',
      'Which photo should we recreate next year?',
    ],
  },
  {
    id: 'story-behind-the-photo',
    category: 'Photo/Memory',
    title: 'The story behind the photo',
    description:
      'Pick one photo from a phone, an album or a wall, and everyone shares what they remember or imagine about that day.',
    emoji: '🖼️',
    familyParticipationRequired: [
      'Everyone looks closely at the photo',
      'Everyone shares one memory or guess about it',
      'Whoever took the photo, if they are here, tells what happened just before',
    ],
    connectionPrompts: [
      'What was happening just outside the photo?',
      'What would you say to the people in the photo?',
      'Which photo of today will we want to see in ten years?',
    ],
  },
  {
    id: 'today-in-one-picture',
    category: 'Photo/Memory',
    title: 'Today in one picture',
    description: 'Decide together what one thing best sums up today, and take a single photo of it.',
    emoji: '📷',
    familyParticipationRequired: [
      'Everyone suggests one idea for the photo',
      'The family agrees on one picture',
      'Everyone helps set up the shot',
    ],
    connectionPrompts: [
      'Why did we choose this picture?',
      "What might tomorrow's picture be?",
      'What caption would you give this photo?',
    ],
  },
  {
    id: 'hands-together',
    category: 'Photo/Memory',
    title: 'Hands together',
    description:
      "Take a photo of everyone's hands together, stacked, in a circle or holding something that matters to your family. Elbows, feet and paws are welcome too.",
    emoji: '✋',
    familyParticipationRequired: [
      'Everyone joins the photo with a hand, an elbow, a foot or a paw',
      'Everyone helps choose what to hold',
      'Everyone says one thing their hands did for someone today',
    ],
    connectionPrompts: [
      'What do we do for each other with our hands?',
      'How might this photo look in ten years?',
      'What would you like to make together?',
    ],
  },
  {
    id: 'my-favourite-corner',
    category: 'Photo/Memory',
    title: 'My favourite corner',
    description:
      'Each person shows the family their favourite spot at home and says why they love it. Photograph each spot, with its owner if they like.',
    emoji: '🛋️',
    familyParticipationRequired: [
      'Everyone picks a favourite spot',
      "Everyone visits each person's spot",
      'Everyone takes or poses for at least one photo',
    ],
    connectionPrompts: [
      'What makes a place feel cosy to you?',
      'Which spot would you like to share?',
      'Which spot do you think you will love when you are older?',
    ],
  },
  {
    id: 'happy-memory-swap',
    category: 'Photo/Memory',
    title: 'Happy memory swap',
    description:
      'Everyone shares one happy memory of time spent together, with as many details as they can remember, like sounds, smells and words.',
    emoji: '💭',
    familyParticipationRequired: [
      'Everyone shares one happy memory',
      "Everyone adds a detail to someone else's memory",
      'The family photographs something connected to one of the memories',
    ],
    connectionPrompts: [
      'Why do you think that memory stuck with you?',
      'Did someone remember it differently?',
      'Which moment from this week might become a favourite memory?',
    ],
  },
  {
    id: 'silliest-family-portrait',
    category: 'Photo/Memory',
    title: 'Silliest family portrait',
    description:
      'Use a timer or take turns with the camera for a family portrait where everyone pulls their silliest face. Try three themes, like surprised, superheroes and sleepy.',
    emoji: '🤪',
    familyParticipationRequired: [
      'Everyone chooses one theme',
      'Everyone is in at least one photo',
      'Everyone picks a favourite shot',
    ],
    connectionPrompts: [
      'Which photo makes you laugh the most?',
      'Why is it good to be silly together?',
      'Who would we like to show this photo to?',
    ],
  },
  {
    id: 'time-capsule-note',
    category: 'Photo/Memory',
    title: 'Time capsule note',
    description:
      'Everyone writes or draws a short note about life right now, like a favourite food, a best friend and a hope for next year. Photograph the notes to look at again in a year.',
    emoji: '⏳',
    familyParticipationRequired: [
      'Everyone makes a note or a drawing',
      'Everyone shares one thing from their note',
      'Everyone helps photograph the notes together',
    ],
    connectionPrompts: [
      'What do you think will have changed in a year?',
      'What do you hope will stay the same?',
      'What would you tell your future self?',
    ],
  },
  {
    id: 'treasure-tales',
    category: 'Photo/Memory',
    title: 'Treasure tales',
    description:
      'Each person shows one keepsake, something small that matters to them, and tells its story. Take a photo of all the treasures together.',
    emoji: '💎',
    safetyNote: 'Let a grown-up hold anything fragile or precious while it is being shown.',
    familyParticipationRequired: [
      'Everyone brings one keepsake',
      'Everyone tells where it came from',
      "Everyone asks one question about someone else's treasure",
    ],
    connectionPrompts: [
      'Why does your treasure matter to you?',
      'Who would you pass your treasure on to one day?',
      'What could become a family treasure in the future?',
    ],
  },
  {
    id: 'then-and-now-photo',
    category: 'Photo/Memory',
    title: 'Then and now',
    description:
      'Find an old family photo and recreate it today: the same place, the same poses, the same faces if you can. Take the new photo and look at the two side by side.',
    emoji: '📸',
    familyParticipationRequired: [
      'Everyone helps find the old photo',
      'Everyone takes their place in the new one',
      'Everyone says one thing that has changed',
    ],
    connectionPrompts: [
      'What has changed most since the old photo?',
      'What is still exactly the same?',
      'Which photo should we recreate next year?',
    ],
  },
  {
    id: 'photo-from-a-new-angle',
    category: 'Photo/Memory',
    title: 'Photo from a new angle',
    description:
      'Take close-up or upside-down photos of everyday things at home, and let the family guess what each one is.',
    emoji: '🔭',
    familyParticipationRequired: [
      'Everyone takes at least one mystery photo',
      "Everyone guesses the other photos",
      'Everyone picks the trickiest picture',
    ],
    connectionPrompts: [
      'How does the world look different up close?',
      'Which everyday thing looked the most surprising?',
      "What might our home look like from a pet's eye view?",
    ],
  },
  {
    id: 'a-taste-of-family-memory',
    category: 'Photo/Memory',
    title: 'A taste of family memory',
    description:
      'Talk about a dish that feels like family: who taught it, where it comes from and when you eat it. Photograph the dish, its ingredients or the recipe.',
    emoji: '🍲',
    safetyNote: 'If anything is cooked, a grown-up handles the stove, hot pans and knives.',
    familyParticipationRequired: [
      'Everyone names a dish that feels like family',
      'Everyone shares one memory about a meal',
      'Everyone helps take the photo',
    ],
    connectionPrompts: [
      'Who would you like to learn a recipe from?',
      'Which food reminds you of a celebration?',
      'Which dish should we make together soon?',
    ],
  },
  {
    id: 'best-photo-of-the-week',
    category: 'Photo/Memory',
    title: 'Best photo of the week',
    description:
      "Look back through this week's photos together, and each person picks the one that makes them happiest and says why. If there are none, draw your favourite moment instead.",
    emoji: '🏅',
    familyParticipationRequired: [
      'Everyone chooses one photo or draws one moment',
      'Everyone explains their choice',
      "The family agrees on one picture to keep as this week's memory",
    ],
    connectionPrompts: [
      'What made this week special?',
      'Which moment from this week would you like to live again?',
      'What would we like to photograph next week?',
    ],
  },
  {
    id: 'songs-that-remind-us',
    category: 'Photo/Memory',
    title: 'Songs that remind us',
    description:
      'Everyone shares a song, lullaby or tune that reminds them of someone in the family or a special time, and hums or sings a little of it.',
    emoji: '🎶',
    familyParticipationRequired: [
      'Everyone shares one song or tune',
      'Everyone says who or what it reminds them of',
      'Everyone joins in with one song together',
    ],
    connectionPrompts: [
      'Where did you first hear that song?',
      'Which songs did the grown-ups sing when they were children?',
      'Which song should be our family song?',
    ],
  },

  // ---- Movement ----------------------------------------------------------------------------
  {
    id: 'freeze-dance',
    category: 'Movement',
    title: 'Freeze dance',
    description:
      'Play music and dance any way you like; when the music stops, everyone freezes in a funny pose. Take turns being the one who stops the music.',
    emoji: '💃',
    safetyNote: 'Clear a safe space first, away from sharp corners; dancing while seated counts just as much.',
    familyParticipationRequired: [
      'Everyone dances, standing or seated',
      'Everyone freezes when the music stops',
      'Everyone takes a turn stopping the music',
    ],
    connectionPrompts: [
      'What was your funniest freeze?',
      'Which song always makes you want to dance?',
      'Which dance move should our family be famous for?',
    ],
  },
  {
    id: 'animal-parade',
    category: 'Movement',
    title: 'Animal parade',
    description:
      'Take turns calling out an animal, and everyone moves across the room like it, such as a bear walk, a frog hop, a penguin waddle or a snake slither.',
    emoji: '🐻',
    safetyNote: 'Use a soft floor with space around you, and choose a gentler animal whenever a move does not feel right.',
    familyParticipationRequired: [
      'Everyone calls out one animal',
      'Everyone moves like each animal in their own way',
      'Everyone finishes as the slowest animal they can think of',
    ],
    connectionPrompts: [
      'Which animal was the hardest to copy?',
      'If you could be any animal for a day, which would you be?',
      'Which animal is most like our family?',
    ],
  },
  {
    id: 'mirror-mirror',
    category: 'Movement',
    title: 'Mirror, mirror',
    description:
      'Face a partner; one person leads slow movements and the other copies them like a mirror. Swap leaders after one minute.',
    emoji: '🪞',
    safetyNote: "Keep every move slow and within a comfortable range, and stay an arm's length apart.",
    familyParticipationRequired: [
      'Everyone leads for one minute',
      'Everyone mirrors someone else',
      'Everyone tries one round using only faces',
    ],
    connectionPrompts: [
      'Was it easier to lead or to follow?',
      'How did you guess what your partner would do next?',
      'When do we copy each other without noticing?',
    ],
  },
  {
    id: 'stretch-and-breathe',
    category: 'Movement',
    title: 'Stretch and breathe',
    description:
      'Do a gentle two-minute stretch together: reach up high, lean side to side, roll your shoulders and take three slow breaths.',
    emoji: '🧘',
    safetyNote: 'Stretch only as far as feels comfortable, without bouncing; every stretch can be done sitting down.',
    familyParticipationRequired: [
      'Everyone does each stretch in their own way',
      'Everyone takes three slow breaths together',
      'Everyone names one part of their body that feels looser',
    ],
    connectionPrompts: [
      'How does your body feel now compared with before?',
      'When could a calm stretch help you?',
      'What helps you relax at the end of the day?',
    ],
  },
  {
    id: 'cushion-obstacle-course',
    category: 'Movement',
    title: 'Cushion obstacle course',
    description:
      'Build a short obstacle course with cushions to step across, a table to crawl under and a line of tape to walk along. Everyone has a go, then someone adds one new obstacle.',
    emoji: '🧗',
    safetyNote: 'Keep it low and soft: no climbing on chairs, and clear sharp corners first.',
    familyParticipationRequired: [
      'Everyone helps build part of the course',
      'Everyone has a go at their own pace',
      'Everyone adds or changes one obstacle',
    ],
    connectionPrompts: [
      'Which obstacle was the trickiest?',
      'How did we help each other through?',
      'What would a course for a cat look like?',
    ],
  },
  {
    id: 'balance-challenge',
    category: 'Movement',
    title: 'Balance challenge',
    description:
      'Try different balances together, like standing on one foot or balancing a soft toy on your head while sitting. Count how long everyone can hold each one.',
    emoji: '🦩',
    safetyNote: 'Stay near a wall or a sturdy chair for support, on a clear floor with no slippery rugs.',
    familyParticipationRequired: [
      'Everyone tries at least three balances',
      'Everyone counts out loud for someone else',
      'Everyone invents one new balance',
    ],
    connectionPrompts: [
      'What helps you keep your balance?',
      'How do we keep our family balanced when life gets busy?',
      'Which balance should we practise again?',
    ],
  },
  {
    id: 'slow-motion-race',
    category: 'Movement',
    title: 'Slow-motion race',
    description:
      'Race across the room in super slow motion, with slow-motion faces too. The last one to arrive wins, as long as they never stop moving.',
    emoji: '🐢',
    safetyNote: 'Keep to a slow walking or rolling pace on a clear path, with no running.',
    familyParticipationRequired: [
      'Everyone races in slow motion',
      'Everyone keeps moving the whole time',
      'Everyone does a slow-motion celebration at the end',
    ],
    connectionPrompts: [
      'Was it harder to go slow or fast?',
      'What would you like to do more slowly?',
      'How does it feel when we have to rush?',
    ],
  },
  {
    id: 'shake-it-out-countdown',
    category: 'Movement',
    title: 'Shake-it-out countdown',
    description:
      'Shake each arm and each leg eight times while counting out loud, then seven times, then six, all the way down to one. Finish with a big cheer.',
    emoji: '🎉',
    safetyNote: 'Shake gently and stay balanced; shaking only arms, or doing it sitting down, works just as well.',
    familyParticipationRequired: [
      'Everyone shakes and counts together',
      'Everyone chooses their own speed',
      'Everyone joins the final cheer',
    ],
    connectionPrompts: [
      'How do you feel after shaking it out?',
      'When might shaking out help with big feelings?',
      'What should our family cheer be?',
    ],
  },
  {
    id: 'balloon-keep-up',
    category: 'Movement',
    title: 'Keep the balloon up',
    description:
      'Blow up a balloon and keep it off the floor together for as long as you can, counting every tap. Then try again using only elbows, or only heads.',
    emoji: '🎈',
    safetyNote: 'A grown-up blows up the balloon. Pick up every piece of a burst balloon at once: they are a choking risk for young children.',
    familyParticipationRequired: [
      'Everyone taps the balloon at least five times',
      'Everyone counts out loud together',
      'Everyone suggests one new way to tap',
    ],
    connectionPrompts: [
      'What helped us keep it up longest?',
      'Who made the best save?',
      'What should our next record be?',
    ],
  },
  {
    id: 'sock-ball-keep-up',
    category: 'Movement',
    title: 'Sock ball keep-up',
    description:
      'Roll a pair of socks into a soft ball and pass or tap it between everyone without letting it touch the floor. Count your team record.',
    emoji: '🤾',
    safetyNote: 'Play in a clear space away from breakables, and reach rather than dive for the ball.',
    familyParticipationRequired: [
      'Everyone touches the ball in every round',
      'Everyone counts out loud together',
      'Everyone suggests a rule for the next round',
    ],
    connectionPrompts: [
      'What helped us keep the ball up longer?',
      'How did we help each other?',
      'Which team record should we try to beat tomorrow?',
    ],
  },
  {
    id: 'dance-move-relay',
    category: 'Movement',
    title: 'Dance-move relay',
    description:
      'Each person invents one dance move, then the family strings all the moves together into one family dance and performs it.',
    emoji: '🕺',
    safetyNote: 'Clear a safe space, and adapt any move so that it can be done seated.',
    familyParticipationRequired: [
      'Everyone invents one move',
      "Everyone learns everyone else's moves",
      'Everyone performs the whole dance together',
    ],
    connectionPrompts: [
      'What should our family dance be called?',
      'Whose move was the hardest to learn?',
      'When should we perform our dance again?',
    ],
  },
  {
    id: 'tape-hopscotch',
    category: 'Movement',
    title: 'Tape hopscotch',
    description:
      'Make a hopscotch grid on the floor with masking tape (or chalk outside), numbered 1 to 8. Everyone hops, jumps or steps through it their own way, and invents one new rule for the next round.',
    emoji: '🔢',
    safetyNote: 'Use a clear floor away from stairs and furniture corners, and peel the tape off afterwards.',
    familyParticipationRequired: [
      'Everyone helps lay or number the grid',
      'Everyone goes through it their own way: hop, jump or step',
      'Everyone invents one new rule',
    ],
    connectionPrompts: [
      'Which rule was the funniest?',
      'What number was the hardest to land on?',
      'What other game could we make with tape?',
    ],
  },
  {
    id: 'walk-and-talk',
    category: 'Movement',
    title: 'Walk and talk',
    description:
      'Take a short walk together around the block, a garden or even a loop inside your home, and talk about one question along the way.',
    emoji: '👟',
    safetyNote: 'Stay together, with a grown-up leading near roads; walking, rolling and wheeling all count.',
    familyParticipationRequired: [
      'Everyone comes along, walking, rolling or wheeling',
      'Everyone answers the walking question',
      'Everyone points out one thing they noticed on the way',
    ],
    connectionPrompts: [
      'What is the best thing about where we live?',
      'Where would you like to walk together some day?',
      'What do you notice when we slow down?',
    ],
  },
  {
    id: 'feelings-statues',
    category: 'Movement',
    title: 'Feelings statues',
    description:
      'One person makes a statue pose that shows a feeling, like proud, sleepy or surprised, and the others guess it. Then everyone copies the statue.',
    emoji: '🗿',
    safetyNote: 'Choose steady, comfortable poses, and hold them only as long as feels good.',
    familyParticipationRequired: [
      'Everyone makes at least one feelings statue',
      "Everyone guesses someone else's feeling",
      'Everyone copies each statue',
    ],
    connectionPrompts: [
      'How can you tell how someone feels without words?',
      'Which feeling was the hardest to show?',
      'What do you do when you have that feeling?',
    ],
  },
];

export default microSurprisesData;
