import type { Content, Refs } from "./content-types";
import type { LoveLanguage } from "./profile";

const LOVE_NAMES: Record<LoveLanguage, string> = {
  time: "Quality Time",
  words: "Words of Affirmation",
  service: "Acts of Service",
  gifts: "Receiving Gifts",
  touch: "Physical Touch",
};

const LOVE_GIVE: Record<LoveLanguage, (r: Refs) => string> = {
  time: (r) =>
    `set aside 30 phone-free minutes with ${r.partner} this week — a walk or a slow dinner — so they feel chosen.`,
  words: (r) =>
    `tell ${r.partner} one specific thing you appreciate about them, out loud or in a note; words carry extra weight for them.`,
  service: (r) => `take one task off ${r.partner}'s plate without being asked — it says "I care" louder than a speech.`,
  gifts: (r) =>
    `bring ${r.partner} a small, thoughtful token, like their favourite snack or something that made you think of them.`,
  touch: (r) =>
    `once things feel calmer, offer ${r.partner} easy, no-pressure affection — a long hug or holding hands.`,
};

const LOVE_ASK: Record<LoveLanguage, (r: Refs) => string> = {
  time: (r) => `ask ${r.partner} for some undivided time together; it will help you feel close again.`,
  words: (r) => `let ${r.partner} know that a few kind words from them would mean a lot right now.`,
  service: (r) => `let ${r.partner} know that a practical hand with something would really touch you.`,
  gifts: (r) => `let ${r.partner} know that even a small, thoughtful gesture goes a long way with you.`,
  touch: (r) => `tell ${r.partner} that a hug or holding hands helps you feel connected again.`,
};

const quote = (text: string) => `“${text}”`;

export const CONTENT_EN: Content = {
  gap: " ",
  refs: (name) => ({ partner: name ?? "your partner", Partner: name ?? "Your partner" }),
  quote,
  themes: {
    conflict: {
      ack: [
        "Arguments that keep circling can leave both of you feeling unheard and worn out.",
        "Fighting with someone you love hurts precisely because you care so much.",
      ],
      steps: [
        '**Pause, then come back.** When voices rise, say something like "I want to get this right — can we take 20 minutes and come back to it?" Then really do come back.',
        '**Use "I feel… when… because…".** For example: "I feel brushed aside when my messages go unanswered all evening, because I start to worry we\'re drifting." It describes your experience instead of accusing.',
        "**One issue at a time.** Pick the single thing that matters most today and leave older grievances for another conversation.",
        (r) =>
          `**Agree on a follow-up.** Before you finish, settle on a time — say, Sunday evening — to check in with ${r.partner} on how things are going.`,
      ],
      reflection: [
        "Arguments are rarely about the dishes or the unanswered text itself; they're usually about feeling respected, heard or cared for. Find that need underneath and the fight often gets smaller.",
        "The goal isn't to never disagree — it's to disagree in a way that leaves you both feeling safe. Repairing afterwards matters more than getting it perfect the first time.",
      ],
      question: [
        (r) => `Underneath the topic, what was your last argument with ${r.partner} really about?`,
        "Which of these steps feels most doable for you this week?",
      ],
    },
    communication: {
      ack: [
        "Feeling like you can't get through to each other is lonely, even when you're side by side.",
        "When conversations keep going sideways, it's tempting to stop trying — so it's good you're looking at this.",
      ],
      steps: [
        (r) =>
          `**Pick the right moment.** Ask ${r.partner} when would be a good time to talk, rather than starting when one of you is tired, hungry or heading out the door.`,
        '**Listen to understand, then reflect back.** Sum up what you heard — "So what you\'re saying is…" — before you give your side.',
        '**Name the need, not just the complaint.** "Could you text me when you\'re running late?" is far easier to act on than "You never tell me anything."',
        (r) =>
          `**Set up a weekly check-in.** Fifteen minutes at the same time each week, where you and ${r.partner} each share one thing that went well and one thing you'd like more of.`,
      ],
      reflection: [
        "Most communication trouble isn't about lacking the right words; it's about each person not feeling heard. Slowing down to understand first usually opens the door.",
        "Good communication is more habit than talent. Small, regular conversations do more than one big talk.",
      ],
      question: [
        (r) => `What's one thing you wish ${r.partner} understood about you right now?`,
        "When do conversations between the two of you usually go best?",
      ],
    },
    trust: {
      ack: [
        "When trust is shaken, your mind can keep replaying every detail — that's exhausting.",
        "Doubt and jealousy are painful, and they usually point to something you value deeply.",
      ],
      steps: [
        "**Separate facts from fears.** Write down what you actually know happened, and next to it what you're afraid it means.",
        (r) =>
          `**Ask, don't accuse.** Tell ${r.partner} what you noticed and how it made you feel, then ask an open question and give them room to answer.`,
        "**Agree on what rebuilding looks like.** Trust grows from small promises kept, so name one or two specific commitments you can both see being kept — from either side.",
        "**Look after your own sense of security.** Notice which worries come from this relationship and which are older; both deserve care, but they need different fixes.",
      ],
      reflection: [
        "Trust is rebuilt in small, consistent moments rather than one big conversation. It's okay if it takes time — what matters is the direction.",
        "Hurt and suspicion can make everything look like evidence. Slowing down to check what's real protects both you and the relationship.",
      ],
      question: [
        "What would help you feel a little more secure this week?",
        (r) => `With ${r.partner}, what do you know for sure, and what are you still unsure about?`,
      ],
    },
    distance: {
      ack: [
        "Missing someone day after day takes real emotional energy.",
        "Distance can make small misunderstandings feel bigger than they are.",
      ],
      steps: [
        (r) =>
          `**Schedule connection, not just calls.** Plan one longer, unhurried video call with ${r.partner} each week — eat dinner "together" or watch the same film.`,
        "**Share the small stuff.** A photo of your lunch or a voice note on your walk keeps you in each other's everyday life, not just the highlights.",
        "**Keep a countdown.** Put the next visit on the calendar, even a tentative one; a date to look forward to makes the distance feel finite.",
        "**Talk about when the distance ends.** Gently discuss a rough timeline for living in the same place, so you're both building towards the same future.",
      ],
      reflection: [
        "Distance tests a relationship, but it can also make you deliberate about connection in a way many couples never are.",
        "Long-distance love runs on rhythm and reassurance: knowing when you'll talk next and when you'll be together again.",
      ],
      question: [
        "When are you next planning to see each other?",
        "Which part of the distance feels hardest right now?",
      ],
    },
    intimacy: {
      ack: [
        "Intimacy can be one of the hardest things to bring up, even with someone you love.",
        "Feeling out of sync, physically or emotionally, can be quietly painful.",
      ],
      steps: [
        "**Talk about it outside the bedroom.** Bring it up at a calm, neutral moment — on a walk, say — not right after one of you has been turned down.",
        (r) =>
          `**Lead with warmth.** Start with what you love about being close to ${r.partner}, then share what you miss, using "I" rather than blame.`,
        "**Rebuild everyday affection.** Small, no-pressure touches — a hug in the kitchen, holding hands — often bring closeness back more than any grand gesture.",
        (r) =>
          `**Get curious about each other.** Ask ${r.partner} what helps them feel wanted and relaxed; stress, tiredness and health often play a bigger part than either of you realises.`,
      ],
      reflection: [
        "Closeness ebbs and flows in every long relationship. Talking about it openly, without blame, is itself one of the most intimate things a couple can do.",
        "Desire is shaped by stress, rest and feeling emotionally close. Building connection outside the bedroom often changes what happens inside it.",
      ],
      question: [
        (r) => `When did you last feel really close to ${r.partner}, and what was happening then?`,
        "What would make it easier for you to bring this up?",
      ],
    },
    family: {
      ack: [
        "Family pressure can leave you stuck between people you love.",
        "Tension with in-laws and family is one of the most common strains couples face.",
      ],
      steps: [
        (r) =>
          `**Get on the same team first.** Talk with ${r.partner} privately and agree on a shared position before anyone else is involved.`,
        "**Each handles their own family.** A difficult message usually lands better when it comes from that family's own son, daughter or sibling.",
        "**Set one clear, kind boundary.** For example: \"We'd love to see you on Sunday; we'll head home around six.\"",
        "**Plan time to recover.** After a demanding family visit, set aside time just for the two of you to reset.",
      ],
      reflection: [
        "Family tension often puts you between two loyalties. Your relationship does best when the two of you act as a team first.",
        "Boundaries with family aren't rejection; they're how you protect the life you're building together.",
      ],
      question: [
        "Which family situation is weighing on you most right now?",
        (r) => `How do you and ${r.partner} usually make family decisions together?`,
      ],
    },
    money: {
      ack: [
        "Money stress reaches into almost every corner of a relationship.",
        "Disagreements about money are really common — and very solvable with a bit of structure.",
      ],
      steps: [
        (r) =>
          `**Have the money talk on purpose.** Set a calm time with ${r.partner} to go through income, spending and debts together, with no judgement on the first pass.`,
        "**Talk about what money means to each of you.** Security, freedom, generosity — knowing each other's money story explains a lot of the friction.",
        "**Agree on a simple system.** For example: a joint account for shared costs, personal money each of you spends freely, and an amount above which you check with each other first.",
        "**Review it monthly.** A short monthly money date stops small surprises from turning into big arguments.",
      ],
      reflection: [
        "Money arguments are rarely just about numbers — they're about security, fairness and freedom. Naming those values makes compromise much easier.",
        "Couples don't need identical money habits; they need a shared plan they both trust.",
      ],
      question: [
        "Which money topic causes the most tension between you?",
        "What does financial security look like to you?",
      ],
    },
    breakup: {
      ack: [
        "An ending — or even thinking about one — can turn your whole world upside down.",
        "Whatever has happened, what you're feeling makes sense.",
      ],
      steps: [
        "**Let yourself feel it.** Whether you're considering ending things or it has already happened, sadness, anger and relief can all show up on the same day.",
        "**Get clear on what you need.** Write down what you want from a relationship and where this one does or doesn't offer it; decisions made on paper are steadier than ones made at 2 a.m.",
        "**Lean on your people.** Tell one or two friends what you need, whether that's distraction, company or someone who simply listens.",
        "**Protect your routines.** Sleep, movement, proper meals and one small thing you enjoy each day give you steady ground while the feelings settle.",
      ],
      reflection: [
        "Endings hurt even when they're the right call. Healing isn't a straight line, and a hard day doesn't mean you're going backwards.",
        "A breakup or a hard decision can shake your sense of who you are. Give yourself the patience you'd give a good friend.",
      ],
      question: [
        "What do you need most right now — comfort, clarity or a plan?",
        "Who in your life could you lean on this week?",
      ],
    },
    dating: {
      ack: ["Dating can be exciting and nerve-racking at the same time.", "Putting yourself out there takes courage."],
      steps: [
        "**Know what you're looking for.** Jot down three things you truly need in a partner and three you'd enjoy but could live without.",
        "**Keep early dates simple.** Coffee or a walk lets you focus on conversation and is easy to end gracefully either way.",
        "**Be curious, not auditioning.** Ask questions you genuinely want answered, and notice how you feel around them — relaxed, anxious, bored or energised.",
        "**Say what you want clearly.** If you'd like to see them again, say so; if not, a short, kind message beats quietly fading away.",
      ],
      reflection: [
        "Dating goes better when you treat it as learning what suits you, not as a test to pass or fail.",
        "The right person will be drawn to the real you, so there's no need to perform.",
      ],
      question: [
        "What are you hoping to find in your next relationship?",
        "What's one moment from a past date that felt really good?",
      ],
    },
    together: {
      ack: [
        "Making time for each other on purpose is one of the best things a couple can do.",
        "Keeping things fresh after a while together takes a little intention — it's good you're thinking about it.",
      ],
      steps: [
        (r) =>
          `**Put it in the calendar.** Pick an evening with ${r.partner} this week or next and protect it like any other appointment, phones away.`,
        "**Take turns choosing.** One of you plans this date, the other the next; surprise each other now and then.",
        "**Try something new together.** A class, an unfamiliar walk, a recipe neither of you has cooked: new things shared bring couples closer than the usual routine.",
        (r) =>
          `**Talk about more than logistics.** Ask ${r.partner} one real question — what they're looking forward to, or a favourite memory of the two of you.`,
      ],
      reflection: [
        "Closeness is built in ordinary evenings more than in grand gestures. A small ritual you both look forward to does a lot.",
        "After a while together it's easy to become good teammates and forget to be a couple. Time that is just for the two of you keeps that alive.",
      ],
      question: [
        (r) => `What's something you and ${r.partner} used to enjoy doing together that you could bring back?`,
        "What would make an evening together feel special to you?",
      ],
    },
    general: {
      ack: ["Thank you for sharing what's on your mind.", "It's good that you're taking a moment to reflect on this."],
      steps: [
        (r) =>
          `**Name what's going on.** Write one or two sentences about what you'd like to be different; it sharpens your thinking before you talk with ${r.partner}.`,
        (r) =>
          `**Start with appreciation.** Tell ${r.partner} one specific thing you value about them this week; it makes harder conversations easier.`,
        '**Make one small, concrete request.** A clear, doable ask — "Could we have breakfast together on Saturdays?" — works better than a broad wish.',
        (r) =>
          `**Plan a regular check-in.** A short weekly chat with ${r.partner} about how you're both doing helps you spot issues while they're still small.`,
      ],
      reflection: [
        "Relationships grow through small, repeated moments of attention. You don't have to fix everything at once.",
        "Noticing what's on your mind and putting it into words is already a form of care — for yourself and for the relationship.",
      ],
      question: [
        "A month from now, what would you like to feel differently about this?",
        (r) => `What's one thing you'd love to improve with ${r.partner}?`,
      ],
    },
  },
  themeNames: {
    conflict: "arguing",
    communication: "communication",
    trust: "trust",
    distance: "distance",
    intimacy: "intimacy",
    family: "family",
    money: "money",
    breakup: "breaking up",
    dating: "dating",
    together: "time together",
  },
  alsoTouches: (name) => `This also touches on ${name}, so one of the steps covers that.`,
  verdict: {
    user: "**My honest take:** from what you describe, this one is mostly on you. That doesn't make you a bad partner, and owning it plainly is the quickest way back to each other.",
    partner:
      "**My honest take:** from what you describe, your partner was in the wrong here, and your hurt makes sense. How you raise it is still up to you.",
    shared:
      "**My honest take:** from what you describe, you both played a part, so neither of you is entirely in the right — and both of you can help fix it.",
    unclear:
      "**My honest take:** from what you've shared, nobody is clearly in the wrong. This sounds like two different needs rather than a mistake, so it's worth understanding both before deciding.",
  },
  loveStep: (r, partner, user) => {
    const theirs =
      partner &&
      (typeof partner === "string"
        ? `${r.Partner}'s love language is **${LOVE_NAMES[partner]}**, so ${LOVE_GIVE[partner](r)}`
        : `You described how ${r.partner} feels loved as ${quote(partner.own)}, so do one small thing this week that fits those words, and notice how ${r.partner} responds.`);
    const yours = (both: boolean) =>
      user &&
      (typeof user === "string"
        ? `${both ? "Yours" : "Your love language"} is **${LOVE_NAMES[user]}**, so ${LOVE_ASK[user](r)}`
        : `You described how you feel loved as ${quote(user.own)}, so tell ${r.partner} plainly what that looks like for you.`);
    if (theirs && user) return `**Speak each other's love language.** ${theirs} ${yours(true)}`;
    if (theirs) return `**Speak their love language.** ${theirs}`;
    return user ? `**Ask for what fills your cup.** ${yours(false)}` : "";
  },
  style: {
    title: "Adjust to how you each talk.",
    partner: {
      direct: (r) =>
        `${r.Partner} tends to be direct, so get to the point too, and don't mistake bluntness for coldness.`,
      gentle: (r) =>
        `${r.Partner} tends to be gentle and indirect, so ask open questions and leave pauses — important things may come out softly.`,
      avoidant: (r) =>
        `${r.Partner} tends to pull back when things get tense, so give a heads-up and a time limit ("20 minutes tonight?") so the talk feels safe rather than like an ambush.`,
      expressive: (r) =>
        `${r.Partner} tends to show feelings openly, so acknowledge the emotion before moving to solutions.`,
      analytical: (r) =>
        `${r.Partner} tends to think things through logically, so bring specific examples and give them time to reflect.`,
    },
    self: {
      direct: "Since you're direct, soften your first sentence — the opening 30 seconds set the tone.",
      gentle: "Since you tend to be gentle, say your main point plainly at least once so it isn't lost.",
      avoidant:
        "Since you tend to withdraw when things are tense, it's fine to ask for a pause — just say when you'll come back.",
      expressive: "Since you feel things strongly, name the feeling first and then the request.",
      analytical: "Since you think things through logically, remember to share how you feel, not only what you think.",
    },
    ownPartner: (r, q) =>
      `You described how ${r.partner} communicates as ${q}, so raise this in a way that fits that, rather than the way you'd like them to talk.`,
    ownSelf: (q) =>
      `You described how you communicate as ${q}: play to it, and say your main point plainly at least once.`,
  },
  context: {
    status: {
      single: "Since you're single right now, this is as much about what you want as about any one person.",
      dating: "While you're dating, habits are still forming, so what you practise now tends to stick.",
      engaged: "With marriage ahead, this is a good time to settle how you handle things like this together.",
      married: "In a marriage, small patterns repeated over years matter more than any single moment.",
      separated: "Since you're separated, put what's good for you first, whatever happens next.",
    },
    living: {
      longDistance:
        "Because you're long-distance, have the important conversations over a video call rather than text — tone gets lost in messages.",
      together:
        "Living together means you can't fully walk away from a tense moment, so agree on a spot where either of you can take a breather.",
      apart:
        "Since you don't live together, save the important conversations for when you're face to face rather than squeezing them into messages.",
    },
    frequency: {
      frequent: "Since arguments come up often for you two, a shared pause signal will pay off quickly.",
      rare: "Since you rarely argue, this one clearly stands out — worth paying attention to, not panicking over.",
    },
    duration: (d) =>
      `You've been together for ${d}, so think back to what has helped the two of you before and use it.`,
    relationshipGoal: (q) =>
      `You named ${q} as a goal for your relationship; each of these steps moves in that direction.`,
    personalGoal: (q) =>
      `Your personal goal, ${q}, matters here too — looking after yourself makes all of this easier.`,
    own: {
      status: (q) => `You described your relationship as ${q}, so take from this what fits where the two of you are.`,
      living: (q) =>
        `You described your living situation as ${q}, so save the important conversations for a time when you're together and unhurried.`,
      frequency: (q) =>
        `You described how often you argue as ${q}; notice whether this one fits that pattern or stands out.`,
      duration: (q) =>
        `You described how long you've been together as ${q}; think back to what has helped the two of you before and use it.`,
    },
  },
};
