/** Registration answers of the platform that several identity tests share. Test-only. */
import type { ValidationRule } from '../../../contract/validation.ts';

/** The slider captcha challenge the platform hands out (spec §2.3). */
export const SLIDER_CHALLENGE = {
  id: 'c',
  width: 300,
  height: 150,
  pieceY: 10,
  background: 'data:image/svg+xml,b',
  piece: 'data:image/svg+xml,p',
};

/** Validation rules as the seed brands configure them (spec §5 patternIds). */
export const RULES = {
  username: {
    patternId: 1,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 6,
    maxLength: 16,
  },
  password: {
    patternId: 5,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    minLength: 6,
    maxLength: 20,
  },
  mobileNum: { patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 15 },
  email: {
    patternId: 3,
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    minLength: 5,
    maxLength: 64,
  },
} satisfies Record<string, ValidationRule>;
