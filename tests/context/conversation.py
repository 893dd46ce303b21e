"""A 60-turn Chinese customer-service conversation: turn 3 confirms a constraint, turn 5
gives the order number of "那个蓝色款"; every other turn is realistic noise."""

from __future__ import annotations

from xihe.core.messages import Message

CONSTRAINT = "退款只能退回原支付账户，不要换成余额"
ORDER = "DD20250317001"

TOPICS = [
    ("红色款的卫衣还有L码吗？", "红色款卫衣L码目前有货，库存还有12件，可以随时下单。"),
    ("你们周末发货吗？", "周末仓库正常发货，下午4点前的订单当天出库，快递一般2到3天送达。"),
    ("会员积分怎么用？", "积分可以在结算页抵扣现金，100积分抵1元，每单最多抵扣订单金额的20%。"),
    (
        "白色款的帆布鞋偏大还是偏小？",
        "白色款帆布鞋版型略偏大，建议选平时尺码小半码，脚背高的可以选正常尺码。",
    ),
    (
        "发票可以开公司抬头吗？",
        "可以开具增值税普通发票，在订单详情页填写公司名称和税号即可，开票后发到邮箱。",
    ),
    (
        "优惠券为什么用不了？",
        "这张优惠券需要满299元才可以使用，而且不能和限时折扣叠加，请检查一下购物车金额。",
    ),
    ("快递能换成顺丰吗？", "可以改为顺丰，需要补12元运费差价，请在支付前选择顺丰配送选项。"),
    (
        "黑色款的外套洗了会掉色吗？",
        "黑色款外套建议冷水手洗，首次洗涤可能有轻微浮色，属于正常现象，不影响穿着。",
    ),
    ("你们有实体店吗？", "目前只有线上旗舰店，没有线下实体门店，所有商品都从杭州仓库统一发货。"),
    ("退货运费谁出？", "质量问题退货运费由我们承担，非质量问题七天无理由退货需要您自行承担运费。"),
    (
        "绿色款的背包能装下15寸电脑吗？",
        "绿色款背包电脑仓尺寸是38厘米，可以放下15.6寸以内的笔记本电脑。",
    ),
    (
        "客服几点下班？",
        "人工客服工作时间是每天9点到22点，其他时间可以留言，我们上班后第一时间回复。",
    ),
]


def conversation() -> list[Message]:
    out: list[Message] = []
    for turn in range(1, 61):
        if turn == 3:
            user = f"确认一下：{CONSTRAINT}。这个很重要，请一定记住。"
            bot = "好的，已为您确认：退款只退回原支付账户，不会换成余额。"
        elif turn == 5:
            user = f"那个蓝色款的订单号是 {ORDER}，帮我看一下物流到哪了。"
            bot = f"蓝色款订单 {ORDER} 已经从杭州仓发出，预计后天送达。"
        else:
            q, a = TOPICS[turn % len(TOPICS)]
            user = f"第{turn}个问题：{q}"
            bot = f"{a}（如果还有其他问题随时告诉我。）"
        out.append(Message(role="user", content=user))
        out.append(Message(role="assistant", content=bot))
    return out
