import { rule, type Rule } from "./rule";

const raw = String.raw;

/** Fear or danger somewhere in the message: what turns "he'll kill me" from an idiom into a threat. */
const FEAR =
  /\b(scared|afraid|terrified|frightened|fear|panic|hiding|not joking|seriously|means it|done it before|hurt me before|hit me before|police|911|not safe|danger|help me)\b/u;
const SEXUAL_CONTEXT =
  /\b(sex|sexual|in bed|bedroom|touch(es|ed|ing)?|kiss(es|ed|ing)?|intimate|naked|nudes?|condom|sleep with|consent|undress\w*)\b/u;
const SELF_HARM_CONTEXT =
  /\b(pills|die|dying|suicid\w*|kill myself|end (it|my life)|jump|bridge|rope|overdose|goodbye|not be here)\b/u;
const PARTNER = raw`(?:he|she|they|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|fianc\w*|spouse|dad|father|stepdad|mom|mother))`;
const WILL = raw`(?:'ll| will|'d| would|'s going to|'s gonna| is going to| was going to| are going to|'re going to)`;

const SELF_HARM: Rule[] = [
  rule(
    raw`\bkill(?:ing)? my ?self\b(?! (?:at|over|for|with|trying|laughing|to (?:get|make|finish|keep|please|pay|prove|impress))\b)`,
    "self_harm",
    "urgent",
    { soft: true },
  ),
  rule(raw`\b(?:end(?:ing)?|take|taking) my (?:own )?life\b`, "self_harm", "urgent"),
  rule(raw`\bend(?:ing)? it all\b(?! with\b)`, "self_harm", "urgent"),
  rule(
    raw`(?<!(?:career|social|political|financial|commercial|fashion) )\bsuicid(?:e|al)\b(?! (?:squad|mission|doors?|run|bomb\w*|attack\w*))`,
    "self_harm",
    "urgent",
    { firstPerson: true },
  ),
  rule(
    raw`\bgoodbye (?:note|letter)s? (?:to|for) (?:my (?:kids|children|family|parents|mom|mum|dad)|everyone)\b`,
    "self_harm",
    "urgent",
  ),
  rule(
    raw`\b(?:want(?:ed|s)? to|wanna) die\b(?! (?:of|from|in (?:your|his|her|their) arms|laughing|happy)\b)`,
    "self_harm",
    "urgent",
    {
      soft: true,
    },
  ),
  rule(
    raw`\bwish(?:ing|ed)? (?:i (?:was|were) dead|i (?:wasn't|weren't) (?:alive|here|born)|i(?:'d| had) never been born|i could (?:just )?(?:disappear|not exist|stop existing|die))`,
    "self_harm",
    "concern",
    { soft: true },
  ),
  rule(
    raw`\b(?:everyone|everybody|they|he|she|you) (?:would be|'d be|is|are) better off (?:dead|without me)\b|\bbetter off dead\b`,
    "self_harm",
    "concern",
  ),
  rule(raw`\bno reason to (?:live|go on|keep going|be alive)\b`, "self_harm", "concern"),
  rule(
    raw`\b(?:don't|do not|dont|no longer) (?:want|wanna) (?:to )?(?:live|be alive|be here|exist|wake up)\b(?! (?:with|in|together|like (?:this|that)|near|there|at|alone)\b)`,
    "self_harm",
    "urgent",
  ),
  rule(raw`\bnever wake up\b`, "self_harm", "concern"),
  rule(raw`\bnot sure (?:if )?i (?:want|wanna) to (?:live|be alive|go on)\b`, "self_harm", "concern"),
  rule(raw`\b(?:what's|what is) the point (?:of|in) (?:living|life|being alive|going on)\b`, "self_harm", "concern"),
  rule(
    raw`\blife (?:isn't|is not|isnt|is no longer|ain't) worth (?:living|it)\b|\bnot worth living\b`,
    "self_harm",
    "concern",
  ),
  rule(raw`\b(?:no one|nobody|noone) would (?:even )?(?:notice|care|miss me)\b`, "self_harm", "concern"),
  rule(raw`\bdisappear(?:ed)? (?:forever|for good|from (?:this|the) world)\b`, "self_harm", "concern"),
  rule(
    raw`\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|starve|starving|punish|punishing) myself\b(?! (?:cooking|shaving|on (?:a|the)|by accident|accidentally|a (?:slice|piece))\b)`,
    "self_harm",
    "concern",
  ),
  rule(raw`\bself[- ]?harm\w*`, "self_harm", "concern", { firstPerson: true }),
  rule(raw`\b(?:overdos\w*)\b`, "self_harm", "urgent", { firstPerson: true, soft: true }),
  rule(
    raw`\b(?:took|take|taking|swallowed|swallow) (?:a (?:whole )?bottle of|all (?:of )?my|all the|a bunch of|a lot of|lots of|many|too many|a handful of|loads of|\d+|the rest of (?:my|the)) (?:\w+ )?(?:pills|tablets|meds|medication|painkillers)\b`,
    "self_harm",
    "urgent",
    { firstPerson: true },
  ),
  rule(
    raw`\b(?:jump|jumping) (?:off|from) (?:a|the|this) (?:bridge|building|roof|balcony|cliff)\b`,
    "self_harm",
    "urgent",
    {
      firstPerson: true,
      soft: true,
    },
  ),
  rule(raw`\bcan't (?:go on|keep going)\b(?! like\b)`, "self_harm", "concern"),
  rule(raw`\b(?:unalive|hang) myself\b|\bkms\b`, "self_harm", "urgent", { soft: true }),
  rule(
    raw`\bend (?:everything|the pain|my pain)\b|\b(?:only )?way out (?:is|except|but|other than) (?:dying|death|suicide|to die)\b`,
    "self_harm",
    "urgent",
    {
      unnegated: true,
    },
  ),
  rule(
    raw`\b(?:going to|gonna|will|i'll) end it (?:tonight|today|now|right now)\b|\b(?:tonight|today) i(?:'m| am| will|'ll) (?:going to |gonna )?end it\b`,
    ["immediate_danger", "self_harm"],
    "urgent",
    { requires: /^(?!.*\b(?:with (?:him|her|them)|relationship|break(?:ing)? up|breakup|dump)\b)/u, present: true },
  ),
  rule(
    raw`\bthink(?:ing|s)? (?:about|of) (?:dying|death|suicide|ending (?:it all|my life|things)|not (?:being here|waking up|existing))\b`,
    "self_harm",
    "concern",
    { firstPerson: true },
  ),
  rule(
    raw`\b(?:i'?m|i am|feel like) (?:just )?a burden (?:to|on) (?:everyone|everybody|my family|them|all of them)\b`,
    "self_harm",
    "concern",
  ),
  rule(
    raw`\b(?:better off|easier|better) (?:for (?:everyone|everybody|them|him|her) )?if i (?:just )?(?:was|were|wasn't|weren't|didn't exist|wasn't here|wasn't around|died|disappeared|was gone|were gone|was dead)\b`,
    "self_harm",
    "concern",
  ),
  rule(
    raw`\btired of (?:living|being alive|existing)\b|\b(?:given|give|giving) up on (?:life|living)\b|\bdone with (?:life|living)\b`,
    "self_harm",
    "concern",
  ),
  rule(
    raw`\bi(?:'ve| have)?(?: just| been| keep| started)? (?:cut|slit|slashed|slashing|cutting) my (?:wrists?|arms?|thighs?|legs?)\b`,
    "self_harm",
    "urgent",
  ),
  rule(
    raw`\bgiv(?:ing|en|e) away (?:all )?(?:of )?my (?:things|stuff|belongings|possessions|pets?)\b`,
    "self_harm",
    "concern",
    {
      requires: /\b(?:won't need|don't need|not going to need|anymore|when i'?m gone|after i'?m gone)\b/u,
    },
  ),
  rule(
    raw`\b(?:took|take|taking) a (?:razor|blade|knife) to my (?:wrists?|arms?|thighs?|legs?|skin|stomach)\b`,
    "self_harm",
    "urgent",
  ),
  rule(raw`\bi want to be dead\b|\bi wish i would die\b|\bwant to stop existing\b`, "self_harm", "urgent", {
    soft: true,
  }),
  rule(raw`\bfeel(?:ing)? like (?:dying|ending it)\b`, "self_harm", "urgent"),
];

const VIOLENCE: Rule[] = [
  rule(
    raw`\b(?:hit|hits|hitting|slapped|slaps|slapping|punched|punches|punching|kicked|kicks|kicking|choked|chokes|choking|strangled|strangles|strangling|beat|beats|beating|smacked|smacks|headbutted|spat on|spits on) me\b(?! (?:up|out|off|with (?:the|a|an|this|that|his|her) (?:news|question|idea|truth|line|bill|facts)|at (?:cards|chess|\w+ing)|in (?:a|the) (?:game|race|argument)|to (?:it|the))\b)`,
    "violence",
    "urgent",
    { physical: true },
  ),
  rule(
    raw`\b(?:pushed|pushes|pushing|shoved|shoves|shoving|grabbed|grabs|grabbing|shook|shakes|dragged|drags|pinned|pins|slammed|slams|tackled|bit|bites) me\b(?! (?:to|into|out|a|an|some|coffee|lunch|dinner|forward|aside|away from (?:the|a) (?:car|road|edge))\b)`,
    "violence",
    "concern",
    { physical: true },
  ),
  rule(
    raw`\b(?:grabbed|grabs|held|holds|squeezed) me by the (?:throat|neck)\b|\bhands? (?:around|on) my (?:neck|throat)\b`,
    "violence",
    "urgent",
  ),
  rule(raw`\b(?:threw|throws|throwing|hurled|chucked) (?!shade)(?:\w+ ){0,3}at me\b`, "violence", "concern", {
    physical: true,
  }),
  rule(
    raw`\b(?:is|was|has been|keeps|kept|started|been) (?:hitting|beating|choking|slapping|punching|kicking|strangling|abusing|hurting) me\b`,
    "violence",
    "urgent",
    { present: true, physical: true },
  ),
  rule(raw`\bbeats? me up\b`, "violence", "urgent"),
  rule(
    raw`\b(?:knocked|knocks|threw|throws|pushed|pushes|shoved|shoves|slammed|slams) me (?:to|into|onto|against|down|on|off) (?:the )?(?:floor|ground|wall|bed|door|stairs|table|couch)\b`,
    "violence",
    "urgent",
    { physical: true },
  ),
  rule(
    raw`\b(?:slammed|smashed|banged|hit|hits|punched|punches|kicked|kicks|slapped|slaps|twisted|twists|burned|burns|stabbed|pulled|pulls) my (?:head|face|neck|throat|arm|arms|wrist|stomach|back|body|hair)\b`,
    "violence",
    "urgent",
    { physical: true, notAfter: /\bi\s*$/u },
  ),
  rule(raw`\b(?:stabbed|attacked|burned) me\b|(?<!sexually )\bassaulted me\b`, "violence", "urgent", {
    physical: true,
  }),
  rule(
    raw`\b(?:tried|tries|trying|wanted|wants) to (?:hit|slap|punch|kick|choke|strangle|beat|stab|shoot|drown|run over) me\b`,
    "violence",
    "urgent",
  ),
  rule(raw`\b(?:put|send|land) me in (?:the )?hospital\b`, "violence", "urgent", { soft: true }),
  rule(
    raw`\b(?:punched|kicked|smashed|put his fist through|put her fist through) (?:a hole in |through )?(?:the |a |my )?(?:wall|door|window)\b`,
    "violence",
    "concern",
    {
      notAfter: /\bi\s*$/u,
      requires: FEAR,
    },
  ),
  rule(raw`\bbroke my (?:arm|nose|ribs?|jaw|finger|wrist|leg|tooth|teeth)\b`, "violence", "urgent", {
    notAfter: /\bi\s*$/u,
  }),
  rule(raw`\braise[sd]? (?:his|her|a) (?:hand|fist) (?:to|at|against) me\b`, "violence", "concern"),
  rule(
    raw`\bthreaten(?:ed|s|ing)? (?:to )?(?:kill|hurt|beat|harm|shoot|stab|strangle|burn) (?:me|us|my (?:kids|children|family|dog|cat|parents)|the (?:kids|children))\b`,
    "violence",
    "urgent",
    { soft: true },
  ),
  rule(raw`\bthreaten(?:ed|s|ing)? me with (?:a |his |her )?(?:knife|gun|weapon|bat|hammer)\b`, "violence", "urgent"),
  rule(
    raw`\b(?:said|says|saying|told me|tells me|texted|texts|screamed|yelled|swore|promised) (?:that )?(?:he|she|they)${WILL} (?:kill|hurt|beat|harm|shoot|stab|strangle|end) (?:me|us)\b`,
    "violence",
    "urgent",
    { soft: true },
  ),
  rule(raw`\b${PARTNER}${WILL} (?:kill|murder) me\b`, "violence", "urgent", { soft: true, requires: FEAR }),
  rule(
    raw`\b(?:afraid|scared|terrified|frightened) of (?:him|her|them|my (?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|fianc\w*|spouse))\b(?! (?:leaving|breaking|finding|losing|getting|seeing|being|saying|judging|reaction|response|opinion|thinking|cheating|going)\b)`,
    "violence",
    "concern",
  ),
  rule(
    raw`\b(?:afraid|scared|terrified) (?:that )?(?:he|she|they)(?:'ll| will| might| is going to|'s going to|'d| would) (?:hurt|kill|hit|beat) me\b`,
    "violence",
    "urgent",
  ),
  rule(raw`\bfear for my (?:life|safety)\b`, "violence", "urgent"),
  rule(
    raw`\b(?:don't|do not|dont|no longer|never) feel safe (?:at home|in my (?:own )?(?:home|house|apartment|bed)|with (?:him|her|them|my \w+)|around (?:him|her|them|my \w+))|\bnot safe (?:at home|with (?:him|her|them)|around (?:him|her|them)|in my (?:own )?home)\b`,
    "violence",
    "concern",
  ),
  rule(raw`\bdomestic (?:violence|abuse)\b`, "violence", "concern", { firstPerson: true }),
  rule(
    raw`\b(?:abusive|violent) (?:relationship|marriage|partner|husband|wife|boyfriend|girlfriend|ex|spouse|home)\b`,
    "violence",
    "concern",
    {
      firstPerson: true,
    },
  ),
  rule(
    raw`\b${PARTNER}(?:'s| is| are|'re| has been| was| can be| gets) (?:physically |verbally |sexually |emotionally )?(?:abusive|violent)\b`,
    "violence",
    "concern",
  ),
  rule(raw`\b(?:gave|left) me (?:with )?(?:bruises|a black eye|a split lip)\b`, "violence", "urgent"),
  rule(
    raw`\bi(?:'ll| will|'m going to|'m gonna| am going to) (?:kill|hurt|murder|end|strangle|beat) you\b|\byou(?:'re| are) (?:dead|gonna die)\b|\bi'll make you (?:pay|regret)\b`,
    "violence",
    "urgent",
    { quotedThreat: true, soft: true },
  ),
];

const COERCIVE_CONTROL: Rule[] = [
  rule(
    raw`\b(?:track|tracks|tracked|tracking|monitor|monitors|monitored|monitoring|spies on|spied on|spying on) my (?:phone|location|car|messages|texts|calls|emails|every move|whereabouts|spending|browsing)\b`,
    "coercive_control",
    "concern",
    { notAfter: /\b(?:app|apps|phone|watch|fitbit|google|apple|bank|it|i|we)\s*$/u },
  ),
  rule(raw`\bspy(?:ing)? on me\b`, "coercive_control", "concern"),
  rule(
    raw`\b(?:installed|put|hid|planted|placed) (?:\w+ ){0,2}(?:tracker|tracking app|tracking device|gps|airtag|spyware|stalkerware|spy app|app)s? (?:on|in) my (?:phone|car|laptop|computer|bag)\b`,
    "coercive_control",
    "concern",
    { notAfter: /\b(?:i|we)\s*$/u },
  ),
  rule(
    raw`\b(?:found|discovered|noticed) (?:a |an )?(?:tracker|tracking device|gps(?: tracker)?|airtag|spyware|stalkerware|spy app)s? (?:hidden )?(?:on|in|under) my (?:phone|car|bag|laptop|purse|coat)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:checks|reads|goes through|went through|looks through|read|check|go through|monitors|inspects|searches) (?:all )?(?:of )?my (?:phone|messages|texts|emails|dms|chats|call log|whatsapp|wechat|location)\b(?=.{0,40}\b(?:every (?:\w+ )?(?:day|night|time|morning|evening|hour|minute|few minutes|couple of hours)|constantly|all the time|always|whenever|daily|each (?:day|night)|24/7)\b)`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:always|constantly|keeps|insists on|demands to) (?:check|checks|checking|read|reading|go through|going through) my (?:phone|messages|texts|emails)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:makes|made|forces|forced|demands|demanded|expects|expected) (?:me )?(?:to )?(?:show|give|hand over|share|send|tell) (?:him |her |them )?(?:all )?(?:of )?my (?:messages|phone|texts|emails|passwords?|passcodes?|location|pin)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\bdemands? (?:to (?:know|have|see) )?(?:all )?(?:of )?my (?:passwords?|passcodes?|pin|phone|location)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:won't|will not|doesn't|does not|didn't|did not|never|wouldn't|wont|doesnt) let(?:s)? me (?:see|visit|talk to|call|text|go out with|hang out with|meet|spend time with|contact) (?:my |any(?: of my)? )?(?:friends|family|parents|mom|mum|mother|dad|father|sister|brother|siblings|anyone|coworkers|colleagues|people|male friends|female friends|girlfriends|guy friends|best friend)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:won't|will not|doesn't|does not|never|wont|doesnt|didn't) let(?:s)? me (?:leave the house|go (?:out|anywhere|outside|to work|to school|home)|work|get a job|have (?:a|my own) (?:job|money|bank account|phone|car|friends)|keep (?:my|any) (?:own )?money|use (?:the|my|a) (?:car|phone|money)|drive|see a doctor)\b`,
    "coercive_control",
    "concern",
    { caringCancels: true },
  ),
  rule(
    raw`\bnot allowed to (?:see|go|leave|talk|have|work|wear|spend|use|drive|call|text|visit|meet)\b`,
    "coercive_control",
    "concern",
    {
      requires: /\b(?:i'?m|i am|i was) not allowed\b/u,
    },
  ),
  rule(raw`\b(?:forbids|forbade|bans|banned) me (?:from|to)\b`, "coercive_control", "concern"),
  rule(
    raw`\b(?:takes|took|keeps|holds|controls|control|withholds|confiscates|confiscated) (?:all |the |away )?(?:of )?(?:my|our) (?:whole |entire )?(?:money|paycheck|paychecks|salary|wages|income|earnings|bank cards?|credit cards?|debit card|finances|bank account|savings)\b`,
    "coercive_control",
    "concern",
    { notAfter: /\b(?:i|we)\s*$/u },
  ),
  rule(
    raw`\b(?:gives|give|gave) me (?:a |an )?(?:small |tiny |weekly |monthly )?allowance\b`,
    "coercive_control",
    "concern",
  ),
  rule(raw`\bhave to ask (?:him|her|them) for (?:money|cash|permission)\b`, "coercive_control", "concern"),
  rule(
    raw`\bgets? (?:mad|angry|furious|violent) (?:if|when|whenever) i (?:change (?:my|the) password|don't (?:answer|reply|pick up|share|tell)|go out|see my friends|talk to|turn off (?:my )?location)\b|\bgoes through (?:it|everything|my stuff|my things|my bag) every (?:night|day)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\bshow (?:him|her|them) (?:the |my )?receipts\b|\b(?:gives|give) me \$?\d+ a (?:week|month|day)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:fake|new|different) (?:accounts|numbers|profiles) to (?:keep )?(?:message|messaging|contact|contacting|text|texting|call|calling|follow|following|watch|watching) me\b|\bafter i blocked (?:him|her|them)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\bchanged (?:all )?(?:of )?my passwords?\b|\blocked me out of my (?:own )?(?:email|phone|account|accounts|bank account)\b`,
    "coercive_control",
    "concern",
    { notAfter: /\b(?:i|we)\s*$/u },
  ),
  rule(
    raw`\b(?:controls|decides) (?:everything|what) i (?:do|wear|eat|say|spend)\b|\bneed (?:his|her|their) permission to\b|\baccount for every (?:penny|cent|dollar)\b|\bprove where i (?:am|was)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:made|makes|forced|forces) me (?:quit|leave|give up) my (?:job|work|career|studies)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:cut|cuts|cutting) me off from (?:all |most )?(?:of )?(?:my )?(?:friends|family|everyone|parents|people)\b|\bisolat(?:es|ed|ing) me\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:made|makes|forced|forces) me (?:stop seeing|cut off|block|unfriend|unfollow|delete) (?:all )?(?:of )?(?:my )?(?:friends|family|contacts|\w+ friends)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\bstalk(?:s|ed|ing)? me\b|\b(?:follows|followed|following|tails|tailed) me (?:everywhere|to work|home|around|to school|to the gym)\b|\b(?:shows|showed|showing|turns|turned|turning) up (?:at|outside) my (?:work|job|office|house|home|apartment|school|gym|door)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:takes|took|taken|hides|hid|hidden|keeps|kept|holds|confiscated|destroyed) (?:away )?my (?:passport|id|documents|visa|papers|car keys|keys|birth certificate|phone)\b(?! (?:charger|case|by mistake)\b)`,
    "coercive_control",
    "concern",
    { notAfter: /\b(?:i|we)\s*$/u },
  ),
  rule(
    raw`\bthreaten(?:s|ed|ing)? (?:to )?(?:kill|hurt|harm) (?:himself|herself|themselves)\b|\b(?:says|said) (?:he|she|they)(?:'ll| will|'d| would) (?:kill|hurt) (?:himself|herself|themselves) if i\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\bthreaten(?:s|ed|ing)? to (?:take (?:the|my|our) (?:kids|children|son|daughter)|out me|report me|have me deported|leave me with nothing)\b`,
    "coercive_control",
    "concern",
  ),
  rule(
    raw`\b(?:kill|hurt|beat|destroy|ruin) (?:me|us)(?: and (?:the|my) (?:kids|children))? if i (?:ever )?(?:leave|left|break up|try to leave)\b`,
    "coercive_control",
    "concern",
    { soft: true },
  ),
  rule(
    raw`\b(?:have to|must) (?:ask (?:his|her|their) permission|get (?:his|her) permission|report where i am|tell (?:him|her) (?:exactly )?where i(?:'m| am)|send (?:him|her) (?:my location|photos|pictures) (?:every|all))`,
    "coercive_control",
    "concern",
  ),
];

const SEXUAL_COERCION: Rule[] = [
  rule(
    raw`\b(?:forced|forces|forcing|force|pressured|pressures|pressuring|pressure|guilted|guilts|guilting|guilt|coerced|coerces|coercing|manipulated|manipulates|bullied|bullies|pushing|pushes|pushed|nags|nagging) me (?:in)?to (?:have |having )?(?:sex|sleep(?:ing)? with|(?:do|doing) (?:[\w']+ ){0,6}in bed|(?:do|doing) (?:sexual|sex)|have (?:anal|oral|unprotected)|send (?:nudes|naked)|take (?:nude|naked))`,
    "sexual_coercion",
    "concern",
  ),
  rule(raw`\b(?:made|makes|make) me (?:have sex|sleep with|give him|perform)\b`, "sexual_coercion", "concern"),
  rule(
    raw`\b(?:raped|rapes|raping|sexually assaulted|sexually assaults|molested|molests) me\b`,
    "sexual_coercion",
    "urgent",
  ),
  rule(raw`\b(?:rape|raped|sexual(?:ly)? assault(?:ed)?|marital rape)\b`, "sexual_coercion", "concern", {
    firstPerson: true,
  }),
  rule(
    raw`\b(?:doesn't|does not|didn't|did not|won't|will not|wouldn't|never) (?:stop|listen|take no for an answer|take no|respect (?:my )?no)\b.{0,30}\b(?:when|after|even when|even though|if) i (?:say|said|tell|told|ask|asked|beg|begged)\b`,
    "sexual_coercion",
    "concern",
    { requires: SEXUAL_CONTEXT },
  ),
  rule(
    raw`\b(?:had sex with|touched|touches|undressed|filmed|kissed) me (?:while|when) i (?:was )?(?:asleep|sleeping|drunk|passed out|unconscious|out of it|high|too drunk)\b`,
    "sexual_coercion",
    "concern",
  ),
  rule(
    raw`\bwithout (?:my |asking for my )?consent\b|\b(?:didn't|did not|never|couldn't) (?:give )?consent\b`,
    "sexual_coercion",
    "concern",
    {
      requires: SEXUAL_CONTEXT,
    },
  ),
  rule(
    raw`\b(?:threaten\w*|going|gonna|about) to (?:post|share|send|leak|show|publish|expose|upload|spread) (?:my|our|the|those) (?:nudes|naked (?:photos|pictures|pics|videos?)|intimate (?:photos|videos?|pictures|pics|images)|sex tapes?|private (?:photos|videos?|pictures|pics))\b|\b(?:he|she|they)(?:'ll| will| would|'d) (?:post|share|send|leak|show|expose|upload) (?:my|our|the) (?:nudes|naked (?:photos|pictures|pics|videos?)|intimate (?:photos|videos?|pictures|pics)|sex tapes?)\b`,
    "image_abuse",
    "urgent",
  ),
  rule(
    raw`\b(?:pay|send (?:him|her|them) (?:money|\$ ?\d+|more)|send more|wire)\b.{0,50}\b(?:or|otherwise|unless|if (?:i|you) (?:don't|do not|dont))\b.{0,50}\b(?:post|share|send|leak|expose|show|upload)`,
    "image_abuse",
    "urgent",
    { requires: /\b(?:nudes?|naked|intimate|sex tapes?|explicit|video of (?:me|us)|pics of me|photos of me)\b/u },
  ),
  rule(
    raw`\bhidden camera\b|\b(?:secretly|without (?:me knowing|my (?:knowledge|consent))) (?:filmed|recorded|taped|photographed)\b|\bdeep ?fakes? (?:nudes?|porn|videos?) of me\b|\bfake nudes? of me\b`,
    "image_abuse",
    "concern",
  ),
  rule(
    raw`\b(?:won't|refuses to|wouldn't|doesn't) (?:use|wear) (?:a )?condoms?\b|\b(?:sabotag\w*|hid|hides|threw away|throws away) my (?:birth control|pills|contraception|condoms)\b`,
    "sexual_coercion",
    "concern",
    {
      requires:
        /\b(?:even though|even when|although|i (?:ask|asked|want|wanted|beg|begged)|makes me|forces me|angry)\b/u,
    },
  ),
  rule(
    raw`\b(?:keeps|kept|won't stop) (?:asking|begging|pressuring me|nagging me) for (?:nudes|sex|naked (?:pics|photos|pictures))\b`,
    "sexual_coercion",
    "concern",
  ),
  rule(
    raw`\bif (?:i|you) (?:really |truly )?lov(?:ed|e) (?:him|her|me)\b.{0,30}\b(?:have sex|sleep with|send (?:nudes|pics|photos)|without a condom)`,
    "sexual_coercion",
    "concern",
  ),
  rule(
    raw`\bwoke up (?:and|to|with) (?:him|her|them|he|she) (?:was |were )?(?:already )?(?:having sex with me|on top of me|touching me|undressing me|inside me)`,
    "sexual_coercion",
    "urgent",
  ),
  rule(raw`\bkept going (?:after|even though|even when|when) i\b`, "sexual_coercion", "concern", {
    requires: SEXUAL_CONTEXT,
  }),
  rule(
    raw`\b(?:posted|shared|sent|leaked|showed|uploaded|spread) my (?:nudes|naked (?:photos|pictures|pics|videos?)|intimate (?:photos|videos?|pictures|pics|images)|sex tapes?|private (?:photos|videos?|pictures))\b`,
    "image_abuse",
    "concern",
  ),
  rule(
    raw`\b(?:took|takes|taking|pulled|slipped) (?:the|his) condom off\b|\b(?:removed|remove) the condom\b|\bstealth(?:ed|ing)\b`,
    "sexual_coercion",
    "concern",
  ),
  rule(
    raw`\bi owe (?:him|her|them) sex\b|\b(?:duty|obligation|job) (?:as (?:a|his|her) (?:wife|husband|girlfriend|boyfriend|partner) )?to (?:have sex|sleep with|satisfy)\b`,
    "sexual_coercion",
    "concern",
  ),
  rule(
    raw`\bthreaten\w* to (?:leave|break up|cheat|dump me)\b.{0,30}\bif i (?:don't|won't|refuse to) (?:have sex|sleep with|do it|send)`,
    "sexual_coercion",
    "concern",
  ),
];

const IMMEDIATE_DANGER: Rule[] = [
  rule(
    raw`\b${PARTNER}(?:'s| is| are|'re) (?:outside|at|banging on|breaking (?:down|into)|kicking|trying to (?:break|get) in(?:to)?) (?:my |the |our )?(?:door|house|apartment|window|room|flat|home)\b`,
    ["immediate_danger", "violence"],
    "urgent",
    { requires: FEAR, present: true },
  ),
  rule(
    raw`\b(?:breaking|kicking|banging|pounding) (?:down |in |on )?(?:my|the|our) (?:door|window)\b`,
    ["immediate_danger", "violence"],
    "urgent",
    {
      requires: FEAR,
      present: true,
    },
  ),
  rule(
    raw`\b(?:he|she|they)(?:'s| is| are|'re)? (?:has|have|had|got|grabbed|is holding|holding|pulled out|took out|picked up) (?:a |his |her |the |their )?(?:knife|gun|weapon|pistol|rifle|machete|bat)\b(?! (?:collection|set|sharpener|block|safe|license|show)\b)`,
    ["immediate_danger", "violence"],
    "urgent",
  ),
  rule(
    raw`\b(?:he|she|they)(?:'s| is| are|'re) (?:[\w']+ ){0,4}with (?:a|his|her|the) (?:knife|gun|weapon|bat|hammer)\b`,
    ["immediate_danger", "violence"],
    "urgent",
    { requires: /\b(?:scared|afraid|terrified|threat\w*|kill|hurt|stab|shoot) ?(?:me|us)?\b/u, present: true },
  ),
  rule(raw`\bpointed (?:a|his|her|the) (?:gun|knife|weapon) at me\b`, ["immediate_danger", "violence"], "urgent"),
  rule(
    raw`\b(?:i'?m|i am|we'?re|we are) (?:hiding|locked|trapped|barricaded) (?:in|inside) (?:the |my |a |our )?(?:bathroom|closet|room|bedroom|car|basement|toilet|attic|wardrobe)\b(?! from (?:my )?(?:in-laws|kids|children|parents|mom|mum|dad|family|boss|guests|relatives|roommates?)\b)`,
    "immediate_danger",
    "urgent",
    { present: true, soft: true },
  ),
  rule(raw`\blocked me (?:in|inside|up)\b`, ["immediate_danger", "violence"], "urgent", { caringCancels: true }),
  rule(
    raw`\b(?:he|she|they)(?:'s| is| are|'re)(?: \w+){0,2} (?:coming|on (?:his|her|their) way) (?:back|home|over|here|toward(?:s)? (?:me|the \w+)|after me|for me)\b`,
    ["immediate_danger", "violence"],
    "urgent",
    { requires: /\b(?:scared|afraid|terrified|hurt me|kill me|beat me|hit me|threat\w*)\b/u, present: true },
  ),
  rule(
    raw`\b(?:just|already) (?:took|swallowed|taken) (?:\w+ ){0,4}(?:pills|tablets|meds|medication|bottle)\b|\bi(?:'ve| have)(?: just)? (?:overdosed|taken (?:\w+ ){0,3}(?:pills|tablets))\b`,
    ["immediate_danger", "self_harm"],
    "urgent",
    { firstPerson: true, present: true },
  ),
  rule(
    raw`\b(?:i'?m|i am) (?:standing |sitting )?(?:on|at) (?:the|a|this) (?:bridge|roof|rooftop|ledge|edge|train tracks|tracks|balcony|cliff)\b`,
    ["immediate_danger", "self_harm"],
    "urgent",
    { requires: /\b(?:jump|end|die|kill|done|goodbye)\b/u, present: true },
  ),
  rule(
    raw`\b(?:going to|gonna|about to|will|i'll|ready to|plan to|planning to) (?:do it|kill myself|end (?:it|my life|things)|jump|take (?:them|the pills|all)|overdose)\b.{0,20}\b(?:tonight|now|right now|today|in an hour|soon|this weekend)\b`,
    ["immediate_danger", "self_harm"],
    "urgent",
    { requires: SELF_HARM_CONTEXT, present: true, firstPerson: true },
  ),
  rule(
    raw`\b(?:i have|i've got|i got|i bought|i've bought) (?:the |a |some |enough )?(?:pills|rope|gun|razor|blades?)(?: \w+){0,2} (?:ready|saved|stocked|hidden)\b`,
    ["immediate_danger", "self_harm"],
    "urgent",
    { present: true },
  ),
  rule(
    raw`\b(?:he|she|they|friend|sister|brother|mom|mum|dad|roommate|partner|boyfriend|girlfriend|husband|wife|daughter|son|cousin)(?:'s| is| are|'re| has| have)? (?:just )?(?:about to (?:overdose|jump|kill|end)|going to (?:kill (?:himself|herself|themselves)|end (?:his|her|their) life|jump)|trying to (?:kill|hang) (?:himself|herself|themselves)|overdosed)\b`,
    "immediate_danger",
    "urgent",
    { present: true },
  ),
  rule(
    raw`\b(?:won't|can't|doesn't|cannot) stop (?:the )?bleeding\b|\blost a lot of blood\b`,
    "immediate_danger",
    "urgent",
    { present: true },
  ),
  rule(
    raw`\b(?:kill|hang|hurt) (?:himself|herself|themselves)\b.{0,25}\b(?:tonight|now|right now|today)\b`,
    "immediate_danger",
    "urgent",
    {
      present: true,
    },
  ),
  rule(
    raw`\b(?:is|isn't|is not|are|aren't) (?:unconscious|not breathing|unresponsive|bleeding (?:a lot|heavily|badly))\b|\bcan't wake (?:him|her|them) up\b`,
    "immediate_danger",
    "urgent",
    { present: true },
  ),
];

const UNDER_18: Rule[] = [
  rule(
    raw`\b(?:i'?m|i am|im) (?:only |just |currently |still )?(?:a |an )?(?:1[0-7]|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)(?:[- ]years?[- ]old| yrs old| yo| y/o)?\b(?! ?(?:years|year|months|weeks|days|hours|minutes|mins|min|times|%|percent|kg|lbs|pounds|miles|km|into|of|in|'|:)\b)(?![%'.:]\d)`,
    "under_18",
    "concern",
    { notAfter: /\b(?:like|as if|as though|when|since)\s*$/u, present: true },
  ),
  rule(
    raw`\b(?:i'?m|i am|im) (?:a |an )?(?:high school|middle school|junior high|secondary school) (?:student|freshman|sophomore|junior|kid)\b|\b(?:i'?m|i am|im) (?:a )?(?:freshman|sophomore|junior|student) (?:in|at) (?:high school|middle school|junior high|secondary school)\b`,
    "under_18",
    "concern",
    { present: true },
  ),
  rule(
    raw`\b(?:i'?m|i am|im) (?:still )?in (?:middle school|junior high|high school|secondary school)\b`,
    "under_18",
    "concern",
    { present: true },
  ),
  rule(
    raw`\b(?:i'?m|i am|im) in (?:the )?(?:[5-9]|1[01])(?:st|nd|rd|th) grade\b|\b(?:i'?m|i am|im) in (?:year|grade) (?:[5-9]|1[0-2])\b`,
    "under_18",
    "concern",
    {
      present: true,
    },
  ),
  rule(
    raw`\b(?:i'?m|i am|im) (?:still )?(?:a minor|underage|under 18|under eighteen|not 18 yet|not an adult yet|not eighteen yet)\b|\bwhen i turn (?:18|eighteen)\b`,
    "under_18",
    "concern",
    { present: true },
  ),
  rule(raw`\b(?:i'?m|i am|im|me) \(?1[0-7] ?[fm]\b`, "under_18", "concern", { present: true }),
];

export const RULES_EN: Rule[] = [
  ...SELF_HARM,
  ...VIOLENCE,
  ...COERCIVE_CONTROL,
  ...SEXUAL_COERCION,
  ...IMMEDIATE_DANGER,
  ...UNDER_18,
];
