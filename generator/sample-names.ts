/**
 * Real names as people write them in each language of spec §9, for `validate` to try against
 * a brand's real-name rule: a rule written for Latin letters silently turns away every player
 * whose name has a tone mark, a Thai vowel sign or no Latin letter at all.
 * Letters and single spaces only: no apostrophes or hyphens, because pattern 12 ("letters and
 * spaces") is what operators seed, and a sample it may fairly refuse would make noise.
 * TY is left out: its language is not named in the spec, and a guessed name could mislead.
 */
export const SAMPLE_NAMES: Readonly<Record<string, readonly string[]>> = {
  CN: ['王小明', '欧阳娜娜', '李静'],
  TW: ['陳怡君', '林志豪'],
  EN: ['Emily Carter', 'James Walker'],
  JA: ['佐藤 花子', '山田太郎', 'さくら'],
  TH: ['สมชาย ใจดี', 'สุนิสา วงศ์สวัสดิ์'],
  // Every tone mark (grave, hook, tilde, acute, dot below) and đ/Đ, in names Vietnamese people carry.
  VI: ['Trần Thị Bình', 'Nguyễn Văn An', 'Đặng Thu Hương', 'Phạm Thị Mỹ Dung', 'Võ Hữu Lộc'],
  MY: ['အောင်ဆန်း', 'ဇော်မင်း'],
  ES: ['José García', 'María Fernández Núñez'],
  HI: ['राहुल शर्मा', 'प्रिया पटेल'],
  ID: ['Siti Nurhaliza', 'Budi Santoso'],
  KM: ['សុខ ដារ៉ា', 'ចាន់ សុភា'],
  KO: ['김민준', '이서연'],
  KR: ['김민준', '이서연'],
  MS: ['Ahmad bin Ismail', 'Nur Aisyah'],
  PT: ['João Silva', 'Ana Conceição'],
  TA: ['முருகன் செல்வம்', 'கவிதா ராஜ்'],
  UR: ['محمد علی', 'عائشہ خان'],
};

/** The English name of each language, for messages an operator reads. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  CN: 'Simplified Chinese',
  TW: 'Traditional Chinese',
  EN: 'English',
  JA: 'Japanese',
  TH: 'Thai',
  VI: 'Vietnamese',
  MY: 'Burmese',
  ES: 'Spanish',
  HI: 'Hindi',
  ID: 'Indonesian',
  KM: 'Khmer',
  KO: 'Korean',
  KR: 'Korean',
  MS: 'Malay',
  PT: 'Portuguese',
  TA: 'Tamil',
  UR: 'Urdu',
};
