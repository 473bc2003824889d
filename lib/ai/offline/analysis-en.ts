import type { AnalysisContent } from "./analysis-types";

export const ANALYSIS_EN: AnalysisContent = {
  needs: {
    conflict: "to feel heard and respected rather than brushed aside",
    communication: "to be understood",
    trust: "to feel secure with each other",
    distance: "to feel close even though you're apart",
    intimacy: "to feel wanted and close",
    family: "to feel that the two of you are on the same team",
    money: "to feel that things are fair and secure",
    breakup: "clarity, and some care for yourself",
    dating: "to know where you stand",
    together: "to feel that you still make time for each other",
    general: "to feel connected",
  },
  need: (need) => `Underneath it, what you probably wanted most was ${need}.`,
  summary: {
    apology: (r) =>
      `You owned your part, which opens the door to repair; now give ${r.partner} room to respond, and ask what they need.`,
    blame: (r) =>
      `Your words came out sharper than you meant, so ${r.partner} most likely heard an accusation; next time, name one specific need instead.`,
    withdrew: (r) =>
      `You stepped back to keep things from escalating; next time, say when you'll come back, so ${r.partner} isn't left guessing.`,
    joke: "Humour eased the moment but may have hidden what mattered to you; say it plainly first, and the lightness can follow.",
    request: (r) =>
      `Asking for what you need was the right move; pick a calm moment and make it easy for ${r.partner} to say yes.`,
    expressed: (r) =>
      `You put your feelings into words; add one concrete request, so ${r.partner} knows what would help.`,
    other: (r) =>
      `This moment has stayed with you; start by asking ${r.partner} how it felt for them, then share how it felt for you.`,
  },
  you: {
    apology: (r) =>
      `You chose to own your part, which usually comes from caring more about the relationship than about being right. It may also have left you feeling exposed while you waited to see how ${r.partner} would respond.`,
    blame:
      'Your words came out sharp, which usually means something had been building up for a while. Frustration tends to speak in "always" and "never" when what is underneath is hurt or exhaustion.',
    withdrew:
      "Pulling back was probably a way to stop things from escalating, or to protect yourself when it all felt like too much. It's a very human reflex, even if it can read as not caring.",
    joke: "Reaching for humour was likely a way to ease the tension, or to raise something that felt too awkward to say straight.",
    request: (r) =>
      `You asked for something you need, which takes some vulnerability: it means hoping ${r.partner} will meet you halfway.`,
    expressed:
      "You put your feelings into words, one of the bravest and most useful things you can do in a relationship, and it leaves you open while you wait for a response.",
    other: (r) =>
      `You acted in the moment with what you had, and it's clear that how things went with ${r.partner} has stayed with you.`,
  },
  landing: {
    apology: (r) =>
      `For ${r.partner}, an apology can bring relief, but if the hurt is fresh they may need time before they can fully take it in.`,
    blame: (r) =>
      `${r.Partner} most likely heard criticism of who they are rather than a request about what to change, and people who feel accused tend to defend themselves instead of listening.`,
    withdrew: (r) =>
      `From ${r.partner}'s side, silence or stepping away can feel like being shut out, which often makes people push harder or pull back themselves.`,
    joke: (r) =>
      `Humour can land as lightness, but when something matters to ${r.partner}, it may have felt like you weren't taking it seriously.`,
    request: (r) =>
      `A clear request is easier to act on than a complaint, though ${r.partner} may still have heard it as pressure if they were tired or caught off guard.`,
    expressed: (r) =>
      `Hearing your feelings may have moved ${r.partner}, or made them feel responsible and unsure what to do with it.`,
    other: (r) => `${r.Partner} was probably reacting to their own feelings in that moment as much as to what you did.`,
  },
  their: {
    angry: (r) =>
      `${r.Partner}'s anger is likely a surface emotion: under it there is often hurt, a fear of being blamed, or feeling unappreciated.`,
    hurt: (r) =>
      `${r.Partner}'s hurt suggests the moment touched something tender; it shows that it mattered to them, not that the relationship is broken.`,
    defensive: (r) =>
      `Getting defensive usually means ${r.partner} felt judged: defending themselves was a way to protect their sense of being a good partner.`,
    dismissive: (r) =>
      `Brushing it off may have been ${r.partner}'s way of avoiding an uncomfortable feeling, though it understandably left you feeling unheard.`,
    withdrew: (r) =>
      `Going quiet or stepping away often means ${r.partner} felt overwhelmed and needed space to calm down, not that they stopped caring.`,
    positive: (r) =>
      `${r.Partner}'s warm response suggests they felt safe enough to meet you, a good sign to build on.`,
    other: (r) =>
      `However ${r.partner} showed it, their reaction says something about what they were feeling in that moment; it is worth asking about gently rather than guessing.`,
  },
  noReaction: (r) =>
    `You didn't describe how ${r.partner} reacted, so it's worth asking them how that moment felt from their side.`,
  wentWell: {
    apology: "You took responsibility instead of defending yourself, which makes repair possible.",
    blame: "You didn't bottle it up: you cared enough to raise what was bothering you.",
    withdrew: "You stopped before things escalated further, which can prevent words you'd regret.",
    joke: "You tried to keep things light and connected rather than cold.",
    request: "You asked for something specific, which is far easier to respond to than a vague complaint.",
    expressed: "You named your feelings honestly instead of hiding them.",
    other: "You stayed engaged with the situation rather than pretending it didn't matter.",
  },
  reflecting: "You're looking back at this moment now instead of letting it slide, which is how patterns change.",
  warmResponse: (r) =>
    `Something in the way you approached it helped ${r.partner} respond warmly: notice what that was.`,
  differently: {
    apology: (r) => `After apologising, ask ${r.partner} what they need from you now, and then mostly listen.`,
    blame:
      'Swap "you always" or "you never" for "I feel … when … because …", and describe one specific moment instead of a pattern.',
    withdrew: (r) =>
      `If you need a pause, say so and say when you'll come back, for example: "I need 20 minutes to calm down, then I want to finish this." That way ${r.partner} isn't left guessing.`,
    joke: "When something matters, say it plainly first; the humour can come once you both feel heard.",
    request: (r) => `Pick a calm moment for the request, and ask ${r.partner} what would make it doable for them.`,
    expressed: (r) => `Add one concrete request to your feelings, so ${r.partner} knows what would help.`,
    other: (r) =>
      `Before reacting next time, take one breath and ask yourself what you actually want ${r.partner} to understand.`,
  },
  addressed: (name, script) =>
    name ? `${name}, ${/^I\b/.test(script) ? script : script[0]!.toLowerCase() + script.slice(1)}` : script,
  scriptOpen: {
    apology: "I meant it when I said sorry, and I'd really like to understand how that moment felt for you.",
    blame: "I've been thinking about what I said earlier, and it came out harsher than I meant. I'm sorry for that.",
    withdrew: "I went quiet earlier because I felt overwhelmed, not because I don't care.",
    joke: "I made a joke earlier, but this actually matters to me.",
    request: "I'd like to come back to what I asked earlier, without any pressure.",
    expressed: "Thank you for listening when I told you how I felt.",
    other: "Can we talk about what happened earlier?",
  },
  scriptCore: {
    conflict:
      "I don't want us to be on opposite sides. Could we each say what we need, and pick one thing to try this week?",
    communication:
      "What I'm really hoping for is that we understand each other better. Could you tell me how it looked from your side? I'll listen first.",
    trust:
      "I want to feel secure with you, and I'd like to understand what happened rather than assume. Can we talk about it openly?",
    distance:
      "I miss you, and I want us to feel close even from far away. Could we plan a proper call this week, just for us?",
    intimacy:
      "I love being close to you, and I've missed it. Could we find some relaxed time together, with no pressure?",
    family: "I want us to handle this as a team. Can we agree together on how we respond before we talk to the family?",
    money:
      "I'd like us to feel on the same page about money. Could we sit down this week and look at it together, without blame?",
    breakup: "I want to be honest and kind to both of us. Can we talk calmly about where we are and what we each need?",
    dating:
      "I've enjoyed getting to know you, and I'd like to be clear about where we stand. How are you feeling about us?",
    together:
      "I love spending time with you, and I'd like more of it that's just for us. Could we plan an evening this week, with our phones away?",
    general: "You matter to me, and I want us to get this right. Can we talk about it when we both have a moment?",
  },
  crisis: {
    urgent:
      "**If you or anyone else is in danger right now, please call your local emergency number or a crisis line now** — they're on the help card above. Hearth is not a substitute for emergency help or for a trained professional.",
    ack: (nickname) =>
      `${nickname ? `${nickname}, what` : "What"} you're describing is serious, and you deserve to be safe and supported.`,
    steps: [
      "**Get to safety.** If someone is hurting or threatening you, go somewhere safe — a friend's or relative's home, or any public place — and call for help. If you're thinking of harming yourself, put distance between you and anything you could use, and stay near other people.",
      "**Reach out to one person now.** Call or message someone you trust and tell them plainly what's happening; you don't have to carry this alone.",
      "**Keep help within reach.** Save your local emergency number and a crisis line in your phone and, if it's safe, keep important documents and a charger ready.",
      "**Talk to a trained professional.** A crisis counsellor, doctor or domestic-violence advocate can help you plan your next steps — that's exactly what they're there for.",
    ],
    theirSide:
      "Whatever anyone else was feeling, nothing makes it okay for you to be hurt, threatened or made afraid, and none of this is your fault. If these are thoughts of hurting yourself, they are a sign you need support now, not a failing.",
    wentWell: "You reached out and put this into words, which takes courage.",
    script: "I'm not safe right now and I need help. Can you stay with me, or help me get somewhere safe?",
    youth: {
      theirSide:
        "Whatever anyone else wants or feels, your safety and wellbeing come first, and it's always okay to ask an adult for help with this.",
      steps: [
        "**Talk to an adult you trust.** A parent, a teacher or a school counsellor can help you think this through — you don't have to sort it out alone.",
        "**Use a service for young people.** The help card above lists free, confidential services just for young people, by phone, text or online.",
      ],
      script: "There's something going on that I'd like to talk to you about. Do you have some time for me?",
    },
  },
  followedThrough: "You followed through and actually tried it.",
  followUp: {
    better: {
      opening: "I'm really glad you came back to tell me how it went.",
      summary: (r) => `It went better: keep doing what worked, and tell ${r.partner} what you appreciated.`,
      you: "Trying a new approach takes courage, and it sounds like it paid off. Notice how it felt to handle it this way: that feeling is worth remembering.",
      them: (r) =>
        `${r.Partner} likely felt the difference in how you approached it, which made it easier for them to meet you.`,
      wentWell: "It sounds like the new approach helped.",
      next: [
        (r) =>
          `Tell ${r.partner} what you appreciated about how they responded; it makes the new pattern more likely to stick.`,
        "Keep the habit small and regular: a short check-in each week does more than one big conversation.",
      ],
      script:
        "Thank you for talking with me the other day. It meant a lot to me, and I'd love for us to keep talking like that.",
    },
    worse: {
      opening: "Thank you for telling me honestly; it's discouraging when something you try doesn't land.",
      summary: (r) =>
        `It didn't go the way you hoped this time: try again at a calmer moment, and start by asking ${r.partner} how it felt for them.`,
      you: "It didn't go the way you hoped, but trying was still the right move. One hard conversation doesn't mean the approach, or the relationship, has failed.",
      them: (r) =>
        `${r.Partner} may still be feeling guarded, or the timing may have been off; old patterns take a few tries to shift.`,
      wentWell: "You tried something different instead of repeating the old pattern.",
      next: [
        "Pick a calmer moment: not when either of you is tired, hungry or in a hurry.",
        (r) =>
          `Start by asking ${r.partner} how the last conversation felt for them, before bringing up your side again.`,
      ],
      script:
        "I tried to bring this up in a better way, and I don't think it came out right. Can we try again when we're both calm? I really want to understand you.",
    },
    mixed: {
      opening: "Thanks for coming back to share how it went.",
      summary: "Some of it worked and some didn't: do more of what helped, and adjust the rest together.",
      you: "Change usually comes in uneven steps: some of it worked and some didn't, which is normal, and still progress.",
      them: (r) =>
        `${r.Partner} may be adjusting too; mixed reactions often mean they're still working out how to respond to the new way you're approaching things.`,
      wentWell: "You followed up instead of letting it drop.",
      next: [
        "Notice which part went better, and do more of exactly that.",
        (r) => `Ask ${r.partner} what helped and what didn't, so you can adjust together.`,
      ],
      script:
        "I've noticed some things have gone better between us lately. What helped from your side, and what would you like more of?",
    },
  },
};
