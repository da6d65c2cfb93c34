/** The messages the SMS service sends, per Language header; English when there is none. */
export interface SmsTexts {
  code: (brand: string, code: string) => string;
  taken: (brand: string) => string;
}

const EN: SmsTexts = {
  code: (b, c) => `${b}: your verification code is ${c}. It expires in 5 minutes.`,
  taken: (b) => `${b}: this number already has an account. Log in or reset your password.`,
};

const TEXTS: Record<string, SmsTexts> = {
  EN,
  CN: {
    code: (b, c) => `【${b}】您的验证码是 ${c}，5分钟内有效。`,
    taken: (b) => `【${b}】此号码已注册，请直接登录或重置密码。`,
  },
  TW: {
    code: (b, c) => `【${b}】您的驗證碼是 ${c}，5分鐘內有效。`,
    taken: (b) => `【${b}】此號碼已註冊，請直接登入或重設密碼。`,
  },
  VI: {
    code: (b, c) => `${b}: mã xác minh của bạn là ${c}, có hiệu lực trong 5 phút.`,
    taken: (b) => `${b}: số này đã có tài khoản. Hãy đăng nhập hoặc đặt lại mật khẩu.`,
  },
  TH: {
    code: (b, c) => `${b}: รหัสยืนยันของคุณคือ ${c} ใช้ได้ภายใน 5 นาที`,
    taken: (b) => `${b}: หมายเลขนี้มีบัญชีอยู่แล้ว กรุณาเข้าสู่ระบบหรือรีเซ็ตรหัสผ่าน`,
  },
};

export function smsTextsFor(language: string | undefined): SmsTexts {
  return TEXTS[(language ?? '').trim().toUpperCase()] ?? EN;
}
