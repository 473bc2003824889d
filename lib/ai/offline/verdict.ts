import { foldText } from "@/lib/safety/normalize";

/** Who the evidence in the user's account points at: the user, their partner, both, or no one clearly. */
export type Verdict = "user" | "partner" | "shared" | "unclear";

const ASKS_WHO_IS_WRONG =
  /\b(?:am i (?:wrong|the (?:asshole|jerk|problem|bad guy|villain|one at fault)|overreacting|being unreasonable|unreasonable|in the wrong)|aita|was i (?:wrong|out of line|unreasonable|too harsh|overreacting)|(?:is|was) it my fault|who(?:'s| is| was) (?:right|wrong|at fault|in the wrong)|who was (?:right|wrong)|(?:is|was) (?:he|she) (?:right|wrong|out of line|overreacting)|i'?m (?:not )?(?:right|wrong)[^.?!]{0,30}(?:aren't i|right)\?)|我(?:是不是)?(?:做)?错了吗|是我错了吗|我有错吗|是我的错吗|是我不对吗|我是不是(?:做)?错了|我?(?:是不是)?太过分|我反应过度了?吗|谁对谁错|谁的错|我没错吧|我是对的吧|是我太计较吗|是我不讲理吗|有错吗/u;

// What each side did, as the user tells it, with a weight: 2 for what hurts or breaks trust, 1 for lapses.
type Cue = [RegExp, number];
const USER_DID: Cue[] = [
  [
    /\bi (?:yelled|screamed|shouted|swore|cursed|insulted|lied|cheated|kissed|hid|mocked)\b|\bi called (?:him|her|them) \w+|\bi (?:read|went through|checked|snooped through) (?:his|her|their|my (?:boyfriend|girlfriend|husband|wife|partner)'s) (?:messages|texts|diary|phone)/u,
    2,
  ],
  [/\bi (?:forgot|cancell?ed|missed|ignored|was late|didn't (?:call|text|tell|show up|come))\b/u, 1],
  [
    /(?:吼|骂|凶|嘲笑|嘲讽|骗|打|冷落)了?(?:他|她|男友|女友|男朋友|女朋友|老公|老婆)|我[^,，。!?他她]{0,6}(?:撒谎|说谎|出轨|劈腿|偷看|瞒着|隐瞒|发脾气|摔东西)|我[^,，。!?他她]{0,4}(?:翻|看)了?(?:他|她|女友|男友|老婆|老公|女朋友|男朋友)的?手机|说(?:他|她)(?:小题大做|矫情|无理取闹)/u,
    2,
  ],
  [/我[^,，。!?他她]{0,4}(?:忘了|忘记|迟到|失约|取消|没回|没去|没来)|放了?(?:他|她)鸽子/u, 1],
];
const PARTNER_DID: Cue[] = [
  [
    /\b(?:he|she|they) (?:yelled|screamed|shouted|swore|cursed|insulted|lied|cheated|kissed|hid|mocked)\b|\b(?:he|she|they) called me \w+|\band lied\b|\b(?:he|she|they) (?:read|went through|checked) my/u,
    2,
  ],
  [
    /\b(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend)) (?:forgot|cancell?ed|missed|ignored|was late|didn't (?:call|text|tell|show up|come))\b|\bdidn't even call\b/u,
    1,
  ],
  [
    /(?:吼|骂|凶|嘲笑|嘲讽|骗|打|冷落)了?我|(?:他|她)(?:也|就|又|还|先)?[^,，。!?我]{0,4}(?:撒谎|说谎|出轨|劈腿|发脾气|摔东西)|放了?我鸽子/u,
    2,
  ],
  [/(?:他|她)(?:先)?(?:忘了|忘记|迟到|失约|取消|没回|不理我)/u, 1],
];

const weigh = (text: string, cues: Cue[]) =>
  cues.reduce((sum, [pattern, weight]) => sum + (pattern.test(text) ? weight : 0), 0);

/**
 * The verdict for an "am I wrong?" message, or undefined when the message asks no such thing. It reads
 * what each side did, never what the user claims ("I'm right, aren't I?"), and never the persona: the
 * same facts get the same verdict from every advisor.
 */
export function judgeSituation(message: string): Verdict | undefined {
  const text = foldText(message);
  if (!ASKS_WHO_IS_WRONG.test(text)) return undefined;
  const user = weigh(text, USER_DID);
  const partner = weigh(text, PARTNER_DID);
  if (user === 0 && partner === 0) return "unclear";
  if (user >= 2 * partner) return "user";
  if (partner >= 2 * user) return "partner";
  return "shared";
}
