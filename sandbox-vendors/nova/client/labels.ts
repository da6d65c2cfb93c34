/**
 * The few words of NOVA's game pages in the languages its catalogue names (EN, TH, VI, CN);
 * other languages fall back to English, as a real vendor's pages do. The page's language is
 * the session's (<html lang>, set by the kit from the launch).
 */
const LABELS = {
  balance: { en: 'Balance', th: 'ยอดเงิน', vi: 'Số dư', zh: '余额' },
  bet: { en: 'Bet', th: 'เดิมพัน', vi: 'Cược', zh: '投注' },
  spin: { en: 'SPIN', th: 'หมุน', vi: 'QUAY', zh: '旋转' },
  buyTicket: { en: 'BUY TICKET', th: 'ซื้อบัตร', vi: 'MUA VÉ', zh: '购买' },
  tapFish: {
    en: 'Tap a fish to shoot',
    th: 'แตะปลาเพื่อยิง',
    vi: 'Chạm vào cá để bắn',
    zh: '点击鱼射击',
  },
  auto: { en: 'Auto ×10', th: 'อัตโนมัติ ×10', vi: 'Tự động ×10', zh: '自动 ×10' },
  stop: { en: 'Stop', th: 'หยุด', vi: 'Dừng', zh: '停止' },
  fair: { en: '⚖ Fair', th: '⚖ ยุติธรรม', vi: '⚖ Công bằng', zh: '⚖ 公平' },
  won: { en: 'You won', th: 'คุณชนะ', vi: 'Bạn thắng', zh: '您赢得' },
  noFunds: {
    en: 'Not enough balance for this bet.',
    th: 'ยอดเงินไม่พอสำหรับเดิมพันนี้',
    vi: 'Số dư không đủ cho mức cược này.',
    zh: '余额不足，无法投注。',
  },
  ended: {
    en: 'Your game session has ended. Reopen the game from the lobby.',
    th: 'เซสชันเกมสิ้นสุดแล้ว กรุณาเปิดเกมใหม่จากล็อบบี้',
    vi: 'Phiên chơi đã kết thúc. Hãy mở lại trò chơi từ sảnh.',
    zh: '游戏会话已结束，请从大厅重新打开游戏。',
  },
  unavailable: {
    en: 'The casino did not answer. Your bet was refunded; try again.',
    th: 'คาสิโนไม่ตอบสนอง เงินเดิมพันถูกคืนแล้ว ลองอีกครั้ง',
    vi: 'Sòng bài không phản hồi. Tiền cược đã được hoàn lại, hãy thử lại.',
    zh: '平台未响应，投注已退还，请重试。',
  },
} as const;

export type LabelKey = keyof typeof LABELS;
type Lang = keyof (typeof LABELS)['bet'];

export function label(key: LabelKey): string {
  const lang = (document.documentElement.lang || 'en').slice(0, 2) as Lang;
  const entry: Record<Lang, string> = LABELS[key];
  return entry[lang] ?? entry.en;
}
