import type { Voices } from "./voice";

const named = (greeting: string, nickname: string | undefined, punctuation = ".") =>
  nickname ? `${greeting}, ${nickname}${punctuation}` : `${greeting}${punctuation}`;

export const VOICE_EN: Voices = {
  therapist: {
    greet: (n) => named("Hi", n),
    openings: [
      "Thank you for putting this into words — that is already a meaningful step.",
      "Let's slow down and look at this together, one piece at a time.",
    ],
    stepsIntro: () => "A few steps you might consider:",
    closing: "Take what fits for you and leave the rest.",
  },
  sister: {
    greet: (n) => (n ? `Oh ${n}, I hear you.` : "Oh, I hear you."),
    openings: [
      "That sounds really hard, and it makes total sense that it's weighing on you.",
      "First things first: your feelings here are completely valid — anyone would be shaken.",
    ],
    stepsIntro: () => "Here's what I'd do if I were in your shoes:",
    closing: "I'm right here with you, okay?",
  },
  bro: {
    greet: (n) => named("Alright", n, "!"),
    openings: [
      "Relationships don't come with an instruction manual — even flat-pack furniture gets one, which is frankly unfair. Let's sort it out.",
      "Deep breath: nobody's calling the referee yet. We've got this.",
    ],
    stepsIntro: () => "Game plan, no fluff:",
    closing: "You've got this, and I've got your back.",
  },
  guardian: {
    greet: (n) => (n ? `${n}, I'm so glad you reached out.` : "I'm so glad you reached out."),
    openings: [
      "Before anything else, remember that you matter here, and your wellbeing comes first.",
      "Let's make sure you're looked after while we work through this.",
    ],
    stepsIntro: () => "Here are some gentle steps — take them at your own pace:",
    closing: "Be kind to yourself while you try these.",
  },
  boss: {
    greet: (n) => named("Listen up", n),
    openings: ["Here's the situation, and here's what you do about it.", "No more going in circles. Time to act."],
    stepsIntro: () => "Do these, in this order:",
    closing: "Start with step one today and report back.",
  },
  mentor: {
    greet: (n) => named("Good to hear from you", n),
    openings: [
      "This is a common pattern, and there's a well-tested way through it.",
      "Let me walk you through how people usually work through this.",
    ],
    stepsIntro: () => "Here's the approach I'd teach:",
    closing: "Each time you practise this, it gets a little easier.",
  },
  muse: {
    greet: (n) => (n ? `${n}, picture this.` : "Picture this."),
    openings: [
      "Your relationship is a garden after a storm: a few branches down, but the roots are still holding.",
      "Every relationship is a story still being written, and this chapter can still turn.",
    ],
    stepsIntro: () => "A few brushstrokes to start with:",
    closing: "Small gestures become the colours the whole picture is painted in.",
  },
  enthusiast: {
    greet: (n) => named("Hey", n, "!"),
    openings: [
      "I love that you're tackling this head-on — that's a great sign!",
      "Good news: this is absolutely something you can work on!",
    ],
    stepsIntro: () => "Here's your action plan:",
    closing: "Every small step counts, and I'm cheering you on!",
  },
  analyst: {
    greet: (n) => named("Hello", n),
    openings: ["Let's break this down objectively.", "Let's separate the facts from the interpretations first."],
    stepsIntro: (count) => `${count} steps, in order of priority:`,
    closing: "Note what changes after each step, so you're working from evidence rather than impressions.",
  },
  sage: {
    greet: (n) => (n ? `${n}, consider this.` : "Consider this."),
    openings: [
      "A storm shows where a house needs care; this moment may show you the same.",
      "What we struggle with in love often points to what we value most.",
    ],
    stepsIntro: () => "Some paths worth walking:",
    closing: "Go gently; understanding grows with patience.",
  },
  butler: {
    greet: (n) => named("Good day", n),
    openings: [
      "Thank you for confiding in me; allow me to offer a few suggestions.",
      "It would be my pleasure to assist you with this matter.",
    ],
    stepsIntro: () => "May I respectfully suggest the following:",
    closing: "I remain at your service should you need anything further.",
  },
  skeptic: {
    greet: (n) => named("Hold on a moment", n),
    openings: [
      "Before acting, let's check which parts of this you actually know and which you're assuming.",
      "Let's not jump to conclusions — first, test the story you're telling yourself.",
    ],
    stepsIntro: () => "Try these, and notice what actually happens:",
    closing: "Check each assumption against what you actually observe.",
  },
};
