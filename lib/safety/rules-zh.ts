import { rule, type Rule } from "./rule";

// Chinese rules see the message folded to simplified characters (normalize.ts), so one rule reads both scripts.

const FEAR = /怕|恐惧|不敢|不安全|报警|救命|救救我|认真的|不是开玩笑|躲/u;
const DANGER = /怕|恐惧|救命|救救我|杀|打死|弄死|砸门|撞门|踹门|刀|枪/u;
const SEXUAL_CONTEXT = /床|发生了?关系|做爱|性|碰我|摸我|亲我|裸|脱|套|私密/u;
const PARTNER = "(?:他|她|老公|老婆|丈夫|妻子|男友|女友|男朋友|女朋友|前任|前夫|前妻|前男友|前女友|对象|伴侣)";
const THIRD = "(?:她|他|朋友|闺蜜|室友|妹妹|姐姐|弟弟|哥哥|同学|同事|妈妈|爸爸|女儿|儿子)";
const LOTS = "(?:一整瓶|一瓶|很多|好多|一大把|一把|整瓶|一堆|几十颗|所有的?)";
/** Tiredness, heat, laughter… "to death": 累死了, 笑得想死. */
const INTENSIFIER = /(?:累|忙|热|冷|饿|困|烦|痛|笑|哭|气|无聊|尴尬|羞|丢脸)(?:到|得)?(?:快)?$/u;

const SELF_HARM: Rule[] = [
  rule("自杀(?!式|小队)", "self_harm", "urgent", { firstPerson: true }),
  rule("轻生|寻死|寻短见", "self_harm", "urgent", { firstPerson: true }),
  rule("想死(?!你|您|他|她|它|我了|了你|人)", "self_harm", "urgent", {
    firstPerson: true,
    soft: true,
    notAfter: INTENSIFIER,
  }),
  rule("(?:想|要|就|只想|不如|干脆)去死", "self_harm", "urgent", { firstPerson: true, soft: true }),
  rule("不想(?:再)?活(?:下去|了|着)?(?!得|成|在|出)", "self_harm", "urgent"),
  rule(
    "(?:活着|我|自己)(?:就|只)?(?:是|像)(?:个|一个)?(?:家里的|大家的|所有人的|别人的)?(?:拖累|累赘|多余的?|负担)",
    "self_harm",
    "concern",
    { firstPerson: true },
  ),
  rule(
    "(?:怎么|怎样|如何)(?:去)?死(?:比较|才|最)?(?:不痛|快|没有痛苦|轻松)|(?:想|查|研究)(?:怎么|如何)(?:去)?死",
    "self_harm",
    "urgent",
    { firstPerson: true },
  ),
  rule("一死了之|我(?:已经)?活够了", "self_harm", "urgent", { firstPerson: true }),
  rule("割脉|死掉(?:算了|就好了|比较好)", "self_harm", "urgent", { firstPerson: true, soft: true }),
  rule("活不下去", "self_harm", "urgent", { notAfter: /没有(?:你|他|她)(?:的话)?(?:我)?$/u }),
  rule(
    "活着(?:真|好|很|都)?(?:没(?:有)?(?:意思|意义)|有什么(?:意思|意义)|好累|太累|没劲)|活着到底(?:有)?什么意义|生命没(?:有)?意义",
    "self_harm",
    "concern",
  ),
  rule("结束(?:自己的?)?生命|结束这一切|了结(?:自己|生命)|一了百了|离开这个世界", "self_harm", "urgent", {
    firstPerson: true,
  }),
  rule("(?:不想|不要|别|不用|不再|再也不)(?:再)?(?:用)?醒来|一睡不醒", "self_harm", "concern", { unnegated: true }),
  rule(
    "死了(?:就|算了|比较好|更好|一了百了)|(?:不如|还不如|干脆)死了|我死了.{0,10}(?:轻松|好过|更好|解脱|开心)",
    "self_harm",
    "concern",
    {
      soft: true,
    },
  ),
  rule(
    "(?:我|自己)?(?:消失|不在)了?(?:的话)?.{0,8}(?:比较好|更好|好过|轻松|开心|解脱)|(?:想|要)(?:从这个世界(?:上)?|永远)消失",
    "self_harm",
    "concern",
  ),
  rule("自残|自伤|伤害自己|伤自己|割腕|割手|割自己|划(?:伤)?自己|烫自己", "self_harm", "concern", {
    firstPerson: true,
  }),
  rule("遗书", "self_harm", "urgent", { firstPerson: true }),
  rule(`(?:存|攒|囤|藏|买)了?${LOTS}?(?:的)?安眠药`, "self_harm", "urgent"),
  rule("跳楼(?!价|大甩卖|大拍卖|甩卖|大减价)|跳下去|跳河|跳桥|上吊|烧炭", "self_harm", "urgent", { firstPerson: true }),
  rule("没(?:有)?人(?:会)?在乎我(?:是不是|的)?(?:还)?(?:活着|死活)|不在乎我(?:的)?死活", "self_harm", "concern"),
  rule("(?:药|绳子|刀片)(?:我)?(?:都|已经)?(?:准备好|买好)了?", "self_harm", "urgent", { firstPerson: true }),
];

const VIOLENCE: Rule[] = [
  rule(
    "(?:打|揍|踢|踹|掐|扇|推|勒|抽|咬|砸|砍|烫|捅)(?:了|过)?我(?!电话|手机|的电话|的手机|主意|的主意|的角色|角色|招呼|卡|的卡|牌|球|游戏|的游戏|听|给|们|屁股)",
    "violence",
    "urgent",
    { physical: true },
  ),
  rule("动手打|对我动手|拳打脚踢|拳脚相加|拳脚相向|大打出手|打得我", "violence", "urgent", { physical: true }),
  rule("(?:拽|扯|抓|揪)(?:着)?我(?:的)?头发", "violence", "urgent", { physical: true }),
  rule(`${PARTNER}(?:有)?暴力倾向`, "violence", "concern"),
  rule("(?:甩|扇|打|给)了?我一?(?:个)?(?:巴掌|耳光)", "violence", "urgent", { physical: true }),
  rule("把我(?:推|打|踢|摔|按|压|掐|拖|拽|撞)", "violence", "urgent", { physical: true }),
  rule(`被${PARTNER}?(?:打|揍|踢|掐|家暴|殴打)(?:了|过|到|伤|得)?`, "violence", "urgent", {
    firstPerson: true,
    physical: true,
  }),
  rule("家暴我|对我家暴", "violence", "urgent"),
  rule("家暴|家庭暴力", "violence", "concern", { firstPerson: true }),
  rule(
    "(?:说|威胁|扬言|放话|吼|喊)(?:说)?.{0,12}?(?:要|会|就|敢)(?:杀了|杀|弄死|打死|砍死|掐死|杀掉|弄残|伤害)(?:我|我们|我的家人|我家人)(?!的角色)",
    "violence",
    "urgent",
    { soft: true },
  ),
  rule("威胁(?:要|说要)?(?:伤害|杀|打|弄死)(?:我|我的家人|我家人|孩子|我的孩子)", "violence", "urgent"),
  rule("(?:会|要|想)(?:杀了|杀|弄死|打死)我", "violence", "urgent", { soft: true, requires: FEAR }),
  rule(
    "(?:很|好|非常|特别)?(?:怕|害怕|恐惧)(?:我)?(?:老公|老婆|丈夫|妻子|男友|女友|男朋友|女朋友|他|她|前任|前夫)(?!会离开|离开|生气|不高兴|误会|担心|难过|走|不理|嫌弃|失望|伤心|知道|不要我|们)",
    "violence",
    "concern",
  ),
  rule("怕(?:他|她)(?:会)?(?:打|伤害|杀|揍)我", "violence", "urgent"),
  rule("(?:在家|家里|在他身边|跟他在一起)(?:里)?(?:觉得|感觉|很|都|好)*不安全", "violence", "concern"),
  rule("是(?:他|她)打的", "violence", "urgent"),
  rule("(?:掐|勒)(?:住)?(?:了)?我的?脖子", "violence", "urgent"),
  rule(`${PARTNER}.{0,6}打人`, "violence", "concern"),
  rule("(?:我(?:会|要|就))?(?:杀了|弄死|打死)你", "violence", "urgent", { quotedThreat: true, soft: true }),
];

const COERCIVE_CONTROL: Rule[] = [
  rule(
    "在我(?:的)?(?:手机|车|车上|包|电脑)(?:上|里)?(?:偷偷)?(?:装|放|安)了?(?:定位|追踪|gps|监控|监听|窃听|跟踪)",
    "coercive_control",
    "concern",
  ),
  rule(
    "(?:随时|时时|24小时|每天)(?:都)?(?:要)?(?:知道|查|问|盯着)我(?:在)?(?:哪|的位置|的行踪|去哪)",
    "coercive_control",
    "concern",
  ),
  rule(
    "(?:跟|向|给|和)(?:他|她)(?:发|报告|汇报|报备|分享|共享|开)(?:我的)?(?:定位|位置|行踪)",
    "coercive_control",
    "concern",
    {
      requires: /必须|一定要|每天|随时|不然|否则|要求|逼|强迫|不准|不许/u,
    },
  ),
  rule(
    "(?:每天|天天|每晚|随时|一直|经常|总是|都要|逼我|强迫我|要求我)(?:晚上)?(?:都)?(?:要)?(?:翻|查|检查|偷看)我的?(?:手机|微信|聊天记录|讯息|消息|短信|信息|line|邮件)",
    "coercive_control",
    "concern",
  ),
  rule("(?:逼|强迫|要求|非要)我(?:交出|交|给|告诉|说出|把).{0,8}(?:密码|手机)", "coercive_control", "concern"),
  rule(
    "不(?:让|准|许)我(?:跟|和|与|去|回)?(?:朋友|闺蜜|家人|父母|爸妈|同事|异性|男性朋友|女性朋友|别人|任何(?:异性|人|朋友|男生|女生))?(?:见面|见|联系|联络|来往|往来|出门|工作|上班|娘家|回家|花钱|用钱|用手机|交朋友|出去工作|出去上班|说话|讲话|聊天|接触|出去玩)",
    "coercive_control",
    "concern",
    { caringCancels: true },
  ),
  rule(
    "(?:控制|管着|拿走|扣着|扣住|没收|霸占|收走|把持)(?:了)?(?:我的|我们的)?(?:所有的?)?(?:钱|工资|薪水|银行卡|工资卡|信用卡|收入|存款)",
    "coercive_control",
    "concern",
  ),
  rule(
    "(?:工资|薪水|钱|银行卡|收入)(?:卡)?(?:都|全|全部)?(?:在|被)(?:他|她)(?:手上|手里|那里|拿着|管着|控制)",
    "coercive_control",
    "concern",
  ),
  rule(
    "(?:工资|薪水|钱|收入)(?:全部|都|全)*(?:要)?(?:交给|上交给?)(?:他|她)|花钱(?:还)?(?:得|要)(?:跟|向|找)(?:他|她)(?:拿|要)",
    "coercive_control",
    "concern",
  ),
  rule("逼我辞(?:掉|职|去)?|让我辞职在家", "coercive_control", "concern"),
  rule(
    "把(?:家里的|我的|我们的)?(?:钱|工资|收入)(?:都|全)?(?:管着|扣着|拿走|控制)|我一分钱都(?:拿不到|花不了|没有)|证明我在(?:哪|哪里|哪儿)|(?:每天|随时)(?:都)?要我(?:拍照|发照片|开视频|报告)",
    "coercive_control",
    "concern",
  ),
  rule(
    "(?:不给|不让)(?:他|她)?(?:看|查)(?:手机|聊天记录)?(?:就)?(?:发脾气|生气|发火|闹|打|骂)|(?:看|翻|查)我(?:所有的?|全部的?)(?:聊天记录|手机|讯息|消息|信息)",
    "coercive_control",
    "concern",
  ),
  rule(
    "不给我(?:钱|生活费|零花钱)|(?:买菜|买东西|花钱).{0,4}(?:都)?(?:要|得)(?:跟|向|找)(?:他|她)(?:要|拿|申请)|都要(?:经过)?(?:他|她)(?:的)?同意",
    "coercive_control",
    "concern",
  ),
  rule(
    "(?:开视讯|开视频|拍照|发定位)(?:来)?证明|规定我.{0,10}(?:一定要|必须|不准|不许)|把我的?.{0,8}密码(?:都|全)?(?:改|换)|(?:改|换)(?:掉|了)我的?.{0,6}密码",
    "coercive_control",
    "concern",
  ),
  rule(
    "监控我|监视我|(?:逼|强迫|要求)我删(?:掉)?(?:所有的?)?(?:异性|男性|女性)?(?:好友|朋友)",
    "coercive_control",
    "concern",
  ),
  rule(
    "跟踪我|尾随我|(?:在|到)我(?:的)?(?:公司|家|学校|单位)(?:楼下|门口|附近|外面)(?:等我|堵我|守着)",
    "coercive_control",
    "concern",
  ),
  rule(
    "把我的?(?:证件|身份证|护照|钥匙|手机)(?:和(?:护照|身份证|证件))?(?:都|全)?(?:扣|藏|拿走|没收|收走|锁|抢)|(?:手机|证件|护照|钥匙)(?:也|都)?被(?:他|她)?(?:拿走|没收|抢走|收走|藏)",
    "coercive_control",
    "concern",
  ),
  rule("断绝我(?:和|跟|与)|把我(?:和|跟|与).{0,8}(?:联系|联络|来往)(?:都|全)?断|孤立我", "coercive_control", "concern"),
  rule(
    `我(?:敢)?(?:离开|分手|走|提分手).{0,6}${THIRD}?(?:就)?(?:要)?(?:去)?(?:自杀|死给我看|跳楼|去死|伤害自己)|死给我看`,
    "coercive_control",
    "concern",
  ),
  rule(
    "(?:如果|要是)我(?:敢)?(?:离开|分手|走).{0,8}就(?:要)?(?:杀|弄死|打死|带走孩子|曝光|公开)",
    "coercive_control",
    "concern",
  ),
];

const SEXUAL_COERCION: Rule[] = [
  rule(
    "(?:强迫|逼|逼迫|胁迫|硬逼)我(?:跟|和)?(?:他|她)?(?:发生了?(?:性)?关系|上床|做爱|性行为|做那种事|拍(?:裸照|视频|不雅)|发裸照)",
    "sexual_coercion",
    "concern",
  ),
  rule("强奸|强暴|性侵|迷奸|猥亵", "sexual_coercion", "concern", { firstPerson: true }),
  rule(
    "(?:拒绝|说不要|说不|不愿意|不想).{0,8}(?:他|她)?(?:还是|还|仍然|依然|照样)(?:硬来|强行)",
    "sexual_coercion",
    "concern",
  ),
  rule("(?:拒绝|说不要|说不|不愿意|不想).{0,8}(?:他|她)?(?:还是|还|仍然|依然|照样)继续", "sexual_coercion", "concern", {
    requires: SEXUAL_CONTEXT,
  }),
  rule(
    "趁我(?:喝醉|喝多|醉|睡着|睡觉|昏迷|不清醒|迷糊)(?:了)?(?:的时候)?.{0,6}(?:发生了?关系|碰我|摸我|上床|脱)",
    "sexual_coercion",
    "concern",
  ),
  rule(
    "不顾我的?(?:拒绝|反对|意愿).{0,6}(?:碰|摸|亲|上床|发生|做)|没有?(?:经过)?我(?:的)?同意(?:就)?.{0,6}(?:碰|摸|发生|拍|上床)",
    "sexual_coercion",
    "concern",
  ),
  rule(
    "(?:把|将)?(?:我的|我们的)(?:裸照|私密照|私照|视频|性爱视频|不雅照|照片)(?:发|传|公开|曝光|寄|放)(?:出去|到网上|给|网上)",
    "image_abuse",
    "urgent",
    { requires: /威胁|扬言|要|会|敢/u },
  ),
  rule(
    "不(?:给|转|打|付)(?:他|她)?(?:钱|转账)(?:就|的话)?.{0,12}(?:裸照|私密照|不雅|视频|照片)|裸聊.{0,12}(?:敲诈|勒索|要钱|威胁)|(?:敲诈|勒索)我.{0,12}(?:裸照|私密照|不雅|视频)",
    "image_abuse",
    "urgent",
  ),
  rule("偷拍(?:我|了我)|(?:AI)?换脸.{0,6}(?:色情|不雅|裸)", "image_abuse", "concern"),
  rule(
    "不(?:跟|和)(?:他|她|我)(?:上床|发生了?关系|做爱)(?:就)?(?:是|要|会)?(?:分手|不爱|离开|离婚|甩)",
    "sexual_coercion",
    "concern",
  ),
  rule("(?:摘|拿|取)(?:了|掉)(?:避孕)?套|(?:把)?(?:避孕)?套(?:偷偷)?(?:摘|拿|取)了", "sexual_coercion", "concern"),
  rule(
    "(?:老婆|妻子|女朋友|女友)(?:就)?(?:有)?义务(?:跟|和)?(?:他)?(?:上床|发生了?关系|满足)|作为(?:妻子|老婆|女朋友)的义务|满足(?:他|她)是我(?:的)?义务",
    "sexual_coercion",
    "concern",
  ),
  rule("(?:逼|强迫)我做.{0,12}床", "sexual_coercion", "concern"),
  rule(
    "(?:说|喊)(?:了)?(?:不要|停|不行|住手).{0,6}(?:他|她)(?:也|还|还是|仍然)?(?:不停|继续|不理|硬来)",
    "sexual_coercion",
    "concern",
    {
      requires: SEXUAL_CONTEXT,
    },
  ),
  rule("强行", "sexual_coercion", "concern", { requires: SEXUAL_CONTEXT }),
  rule(
    "要我(?:拍|发|传)(?:私密照|裸照|不雅照|性感照)|不(?:拍|发|给|传)就(?:说我)?(?:不爱|分手)",
    "sexual_coercion",
    "concern",
    { requires: SEXUAL_CONTEXT },
  ),
  rule(
    "趁我(?:喝多|喝醉|醉了|睡着|昏迷|不清醒).{0,12}(?:什么都不记得|带回家|带去酒店|带到)",
    "sexual_coercion",
    "concern",
  ),
  rule("偷拍我|(?:逼|强迫)我不(?:戴|用)套|不肯戴套", "sexual_coercion", "concern"),
];

const IMMEDIATE_DANGER: Rule[] = [
  rule(`${PARTNER}(?:现在)?(?:就)?(?:在)?(?:门外|门口|楼下|外面|窗外)`, ["immediate_danger", "violence"], "urgent", {
    requires: DANGER,
    present: true,
  }),
  rule("(?:正在|在)(?:回家|回来)的?路上|马上(?:就)?(?:回来|到家)|快到家", "immediate_danger", "urgent", {
    requires: DANGER,
    present: true,
  }),
  rule("砸门|撞门|踹门|破门", ["immediate_danger", "violence"], "urgent", { requires: FEAR, present: true }),
  rule(
    "(?:拿|举|握|提)着?(?:刀|菜刀|水果刀|枪|刀子|斧头|棍子)|手(?:里|上)有(?:刀|枪)",
    ["immediate_danger", "violence"],
    "urgent",
    {
      notAfter: /我(?:正在|在|正)?$/u,
      present: true,
    },
  ),
  rule("(?:躲|锁|藏|关)在(?:厕所|卫生间|洗手间|浴室|房间|衣柜|柜子|车里|阳台)", "immediate_danger", "urgent", {
    notAfter: /把我$/u,
    present: true,
  }),
  rule("把我(?:锁|关|反锁)在", ["immediate_danger", "violence"], "urgent", { present: true, caringCancels: true }),
  rule("救命|救救我", "immediate_danger", "urgent", { requires: DANGER, present: true }),
  rule(
    `(?:刚刚|刚才|刚|已经)(?:吃|吞|喝)了?(?:${LOTS}(?:的)?(?:药|安眠药|药片)|(?:安眠药|农药|老鼠药))`,
    ["immediate_danger", "self_harm"],
    "urgent",
    { firstPerson: true, present: true },
  ),
  rule("(?:站|坐|在)(?:在)?(?:楼顶|顶楼|天台|桥上|窗台|屋顶|铁轨)", ["immediate_danger", "self_harm"], "urgent", {
    requires: /跳|死|结束|再见|永别|不想活/u,
    firstPerson: true,
    present: true,
  }),
  rule(
    "今晚(?:我)?(?:就)?(?:要|会|想|打算|准备)?(?:去)?(?:结束|自杀|去死|跳|离开这个世界|了结)|(?:今晚|今天|现在|马上)就(?:结束|去死|自杀|跳)",
    ["immediate_danger", "self_harm"],
    "urgent",
    { firstPerson: true, present: true },
  ),
  rule(
    `${THIRD}(?:刚刚|刚才|现在)?(?:说|传讯息说|发消息说|传讯息|发信息说)?(?:她|他)?(?:现在|马上|今晚)?要(?:去)?(?:自杀|跳楼|轻生|结束生命|割腕)`,
    "immediate_danger",
    "urgent",
    { present: true },
  ),
  rule(`(?:她|他)(?:吃|吞)了${LOTS}(?:的)?药`, "immediate_danger", "urgent", { present: true }),
  rule(`我(?:已经)?(?:吃|吞)了${LOTS}(?:的)?(?:安眠药|药片|药)`, ["immediate_danger", "self_harm"], "urgent", {
    present: true,
  }),
  rule("叫不醒|没有呼吸|没呼吸|昏迷不醒|流了很多血|血流不止", "immediate_danger", "urgent", { present: true }),
];

const UNDER_18: Rule[] = [
  rule(
    "我(?:今年|才|只有|现在|目前)?(?:才|只有)?(?:1[0-7]|十[一二三四五六七]?)(?:岁|周岁)(?!的时候|那年|时|那时|以前|之前)",
    "under_18",
    "concern",
    {
      present: true,
    },
  ),
  rule(
    "我(?:现在|目前)?(?:是|还是)?(?:一名|一个|个)?(?:初中生|高中生|国中生|中学生|小学生|高一|高二|高三|初一|初二|初三|国一|国二|国三)(?:的)?(?:学生)?(?!的时候|那年|时|同学|的同学)",
    "under_18",
    "concern",
    { present: true },
  ),
  rule(
    "我(?:现在|目前)?(?:在)?(?:读|念|上)(?:初中|高中|国中|中学|初[一二三]|高[一二三]|国[一二三])(?!的时候|时)",
    "under_18",
    "concern",
    {
      present: true,
    },
  ),
  rule("未成年|还没成年|还没满(?:18|十八)", "under_18", "concern", { firstPerson: true, present: true }),
];

export const RULES_ZH: Rule[] = [
  ...SELF_HARM,
  ...VIOLENCE,
  ...COERCIVE_CONTROL,
  ...SEXUAL_COERCION,
  ...IMMEDIATE_DANGER,
  ...UNDER_18,
];
