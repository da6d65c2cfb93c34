/* DO NOT EDIT: generated from schema/platform.schema.json by `whitelabel types`. */

/**
 * The module id.
 */
export type ModuleId =
  | 'DIRECTREG3'
  | 'USERNAMEREG'
  | 'MOBILEREG'
  | 'MOBILEREGPWD'
  | 'SMSVERIFY'
  | 'SMSLOGIN'
  | 'FREEPLAY'
  | 'FORCEPWDCHANGE'
  | 'GOOGLELOGIN'
  | 'FACEBOOKLOGIN'
  | 'GAMES'
  | 'LIVE'
  | 'SPORTS'
  | 'FISH'
  | 'RNG'
  | 'PVP'
  | 'ELOTT'
  | 'LOTT'
  | 'ESPORTS'
  | 'COCKFIGHT'
  | 'PROMOTION'
  | 'POINTMALL'
  | 'APPDOWNLOAD'
  | 'MEMBERCENTER'
  | 'AGENTCENTER'
  | 'REFERRAL'
  | 'MISSION'
  | 'HELP'
  | 'JOIN'
  | 'SPEEDTEST'
  | 'DEPOSIT'
  | 'FORGOTPWD';
/**
 * An absolute http(s) URL.
 */
export type Url = string;
/**
 * The game category.
 */
export type GameCategory =
  'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ELOTT' | 'LOTT' | 'ESPORTS' | 'COCKFIGHT';

/**
 * The reference platform's seed for one merchant: what is enabled, how registration is checked, links, CDNs, site mode and access rules. Lives in brands/<id>/platform.json and is loaded into the database on first start.
 */
export interface PlatformSeed {
  /**
   * Path to this schema, for editor completion.
   */
  $schema?: string;
  /**
   * How members' mobile numbers are read: a number typed without a country code belongs to this country. Every number is stored, limited and looked up in E.164 (+84912345678), so 0912345678, 0084912345678 and +84 912 345 678 are one number. Left out = numbers without a country code are kept as typed (digits only) and never match their international spelling.
   */
  phoneNumbers?: {
    /**
     * The default country's calling code, digits only: 84 for Vietnam, 63 for the Philippines.
     */
    callingCode: string;
    /**
     * What a national number starts with and E.164 drops (0 in most countries, 1 in North America, none in some). Left out = 0.
     */
    trunkPrefix?: string;
  };
  /**
   * The merchant's SMS budget. Anonymous sends (register, SMS login) draw from their share only, so a flood of them cannot stop second-factor and logged-in codes.
   */
  sms?: {
    /**
     * Messages a day, counted on the merchant's local day. Left out = 2000.
     */
    dailyQuota?: number;
    /**
     * The share of the daily quota that anonymous sends may use, in percent; the rest is kept for second-factor and logged-in sends. Left out = 80.
     */
    anonymousPercent?: number;
  };
  /**
   * Spec §4 second factor for a login from an IP the member has not used before. Left out (or no methods) = no second factor.
   */
  secondFactor?: {
    /**
     * The methods a member may use, among those they can: totp (bound authenticator), sms (code to the bound mobile), email (type the bound email), mobile (type the bound mobile), realName (type the payee name).
     *
     * Items: One second-factor method.
     */
    methods: ('totp' | 'sms' | 'email' | 'mobile' | 'realName')[];
  };
  /**
   * The whitelabel module tree (spec §3).
   */
  modules: ModuleNode[];
  /**
   * Registration field settings and validation rules.
   */
  register: {
    /**
     * Per configurable field of spec §3: enabled and required.
     */
    fields: {
      username: FieldSetting;
      password: FieldSetting;
      payeeName: FieldSetting;
      paymentPassword: FieldSetting;
      qqNum: FieldSetting;
      line: FieldSetting;
      whatsapp: FieldSetting;
      facebook: FieldSetting;
      wechat: FieldSetting;
      idNumber: FieldSetting;
      email: FieldSetting;
      mobileNum: FieldSetting;
      recommenderId: FieldSetting;
      affiliateCode: FieldSetting;
      captcha: FieldSetting;
    };
    /**
     * Validation rules per field; a field without a rule accepts any value.
     */
    rules: {
      username?: ValidationRule;
      password?: ValidationRule;
      payeeName?: ValidationRule;
      paymentPassword?: ValidationRule;
      qqNum?: ValidationRule;
      line?: ValidationRule;
      whatsapp?: ValidationRule;
      facebook?: ValidationRule;
      wechat?: ValidationRule;
      idNumber?: ValidationRule;
      email?: ValidationRule;
      mobileNum?: ValidationRule;
      recommenderId?: ValidationRule;
      affiliateCode?: ValidationRule;
      captcha?: ValidationRule;
    };
  };
  /**
   * External resources: chat apps and QR codes.
   *
   * Items: One resource.
   */
  resources?: {
    /**
     * What the resource is.
     */
    resourceType:
      'LINE' | 'WHATSAPP' | 'TELEGRAM' | 'ZALO' | 'SKYPE' | 'FACEBOOK' | 'APP_IOS' | 'APP_ANDROID';
    /**
     * Where it opens.
     */
    url: string;
    /**
     * Optional QR code image.
     */
    qrCodeUrl?: string;
  }[];
  /**
   * Customer-service entries: the first for everyone, the second for VIP (label vipcs).
   *
   * Items: One entry.
   */
  customerService?: {
    /**
     * 1 = link in a new tab, 2 = link in this tab, 3 = encrypted path opened in a 440×500 popup.
     */
    type: 1 | 2 | 3;
    /**
     * Use an https:, http:, tel: or mailto: address; any other scheme is refused (javascript: or data: would run inside the site). Plain text here for type 3 too: the platform encrypts it on the wire.
     */
    path: string;
  }[];
  /**
   * CDN bases for images; the runtime picks one at random.
   */
  imageCDNs?: Url[];
  /**
   * CDN bases for game launches; the runtime picks one at random.
   */
  launchGameCDNs?: Url[];
  /**
   * normal, maintenance (every path shows the maintenance page) or regionRestriction (every path shows the region-blocked page).
   */
  siteMode: 'normal' | 'maintenance' | 'regionRestriction';
  /**
   * Region and IP rules; a matching visitor gets the region-blocked page.
   */
  access?: {
    /**
     * IPv4/IPv6 addresses or CIDR ranges refused.
     *
     * Items: An address or CIDR range.
     */
    blockedIps?: string[];
    /**
     * ISO 3166-1 alpha-2 country codes refused, read from the country header a CDN sets.
     *
     * Items: A country code.
     */
    blockedCountries?: string[];
    /**
     * The request header carrying the visitor's country.
     */
    countryHeader?: string;
  };
  /**
   * Flags that turn on agent-centre pages (spec §2.5).
   */
  homeState?: {
    /**
     * Dividend record.
     */
    enableCt?: boolean;
    /**
     * Daily wages.
     */
    salary?: boolean;
    /**
     * Hourly salary.
     */
    hourSalary?: boolean;
  };
  /**
   * Spec §3 consolidated settings (divtypereq, dailysalreqtype, contracthoursalreq, realtimesalreqtype): which contracts agents may offer their direct downline agents, and the merchant to its top-level agents (docs/agent-contracts.md). Left out = no contracts. Keep it consistent with homeState: a kind offered here should have its agent-centre page on.
   */
  contracts?: {
    /**
     * The contract kinds that may be offered: DIVIDEND (a share of the team's loss), DAILY_SALARY and HOURLY_SALARY (amounts for the previous day's team valid bet), REALTIME_SALARY (a rate of the team's valid bet every 5 minutes).
     */
    kinds: ('DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY')[];
    /**
     * The periods a dividend contract may use: D daily, W weekly (Monday to Sunday), H half-monthly (1st–15th, 16th–end), M monthly, in the brand's timezone. Left out = all four.
     *
     * @minItems 1
     */
    dividendPeriods?: ['D' | 'W' | 'H' | 'M', ...('D' | 'W' | 'H' | 'M')[]];
  };
  /**
   * Game vendors by category; a nav tab shows for each category that has an enabled vendor.
   *
   * Items: One game vendor.
   */
  vendors?: {
    /**
     * Vendor account type code.
     */
    code: string;
    category: GameCategory;
    /**
     * Name shown in the nav dropdown.
     */
    displayName: string;
    /**
     * Marked hot in lists.
     */
    isHot?: boolean;
    /**
     * A VASSALAGE vendor (spec §4): its games open in a popup list instead of one game.
     */
    vassalage?: boolean;
  }[];
  /**
   * The operator's changes to games synced from the vendors' catalogues: hide, feature, mark hot, order.
   *
   * @maxItems 2000
   *
   * Items: One game's overrides, by vendor code and the vendor's game code.
   */
  gameOverrides?: {
    /**
     * The vendor code (vendors[].code).
     */
    vendor: string;
    /**
     * The vendor's code for the game.
     */
    code: string;
    /**
     * Left out of every lobby and refused at launch.
     */
    hidden?: boolean;
    /**
     * Shown first and in the popular row when there are too few plays to rank by.
     */
    featured?: boolean;
    /**
     * Marked hot and listed by the hot games call.
     */
    hot?: boolean;
    /**
     * Sort order among featured games; lower comes first.
     */
    order?: number;
  }[];
  /**
   * Banners shown by the site (spec §3 Banner); each belongs to a group, e.g. w_reg for the registration carousel.
   *
   * @maxItems 50
   *
   * Items: One banner: a branded slide drawn by the site from its theme, or an image.
   */
  banners?: {
    /**
     * Unique id of the banner within the merchant.
     */
    bannerId: string;
    /**
     * The group the banner belongs to, e.g. w_reg (registration).
     */
    groupName: string;
    /**
     * An absolute http(s) URL.
     */
    image?: string;
    /**
     * The headline per language code.
     */
    title: {
      [k: string]: string;
    };
    /**
     * The smaller line under the headline per language code.
     */
    subtitle?: {
      [k: string]: string;
    };
    /**
     * What a click does: nothing, open registration, open promotions, or open url.
     */
    linkageType: 'none' | 'register' | 'promotion' | 'url';
    /**
     * An absolute http(s) URL.
     */
    url?: string;
  }[];
  /**
   * Notices for agents, shown in the agent centre's announcement page (spec §2.5); seeded into the database once, after which the database is the operator's record.
   *
   * @maxItems 50
   *
   * Items: One notice for the merchant's agents.
   */
  agentAnnouncements?: {
    /**
     * Unique id of the notice within the merchant (the seed is applied once per id).
     */
    announcementId: string;
    /**
     * When it was published, ISO 8601 with offset, e.g. 2026-11-02T09:00:00+07:00.
     */
    publishedAt: string;
    /**
     * The language shown when the reader's is not among the texts (normally the brand's default language); must be one of the title's and body's languages.
     */
    defaultLanguage: string;
    /**
     * The headline per language code.
     */
    title: {
      [k: string]: string;
    };
    /**
     * Plain text with line breaks per language code.
     */
    body: {
      [k: string]: string;
    };
  }[];
  /**
   * Deposit methods, withdrawal limits and banks of the merchant. Left out = no deposit methods and the default withdrawal limits.
   */
  money?: {
    /**
     * How members pay money in.
     */
    deposit?: {
      /**
       * The deposit methods, in the order the deposit page lists them.
       *
       * Items: One deposit method at the payment gateway.
       */
      methods: {
        /**
         * Stable identifier, unique within the merchant.
         */
        id: string;
        /**
         * Bank transfer, e-wallet or QR payment.
         */
        type: 'BANK_TRANSFER' | 'EWALLET' | 'QR';
        /**
         * The provider's own name (a proper noun, shown untranslated).
         */
        name: string;
        /**
         * Smallest amount per deposit.
         */
        min: number;
        /**
         * Largest amount per deposit.
         */
        max: number;
        /**
         * Quick-pick amounts.
         *
         * @maxItems 8
         *
         * Items: One quick-pick amount.
         */
        presets?:
          | []
          | [number]
          | [number, number]
          | [number, number, number]
          | [number, number, number, number]
          | [number, number, number, number, number]
          | [number, number, number, number, number, number]
          | [number, number, number, number, number, number, number]
          | [number, number, number, number, number, number, number, number];
      }[];
    };
    /**
     * Withdrawal limits.
     */
    withdrawal?: {
      /**
       * Smallest amount per withdrawal.
       */
      min: number;
      /**
       * Largest amount per withdrawal.
       */
      max: number;
      /**
       * Withdrawals a member may request per day (merchant time zone).
       */
      dailyCount: number;
      /**
       * Total a member may withdraw per day.
       */
      dailyAmount: number;
      /**
       * Spec §4: a paid withdrawal not confirmed within this many minutes counts as received.
       */
      receiptTimeoutMinutes: number;
    };
    /**
     * Banks a member may bind a card at.
     *
     * Items: One bank.
     */
    banks?: {
      /**
       * Short code, unique within the merchant.
       */
      code: string;
      /**
       * The bank's name.
       */
      name: string;
    }[];
    /**
     * Demo credit a new free-play account starts with.
     */
    freePlayCredit?: number;
  };
}
/**
 * One node of the whitelabel module tree; a node counts as on only when it and all its ancestors are on.
 */
export interface ModuleNode {
  modId: ModuleId;
  /**
   * "1" = on, "0" = off (the platform's wire format).
   */
  enabled: '1' | '0';
  /**
   * Child modules.
   */
  childrenNodes?: ModuleNode[];
}
/**
 * Whether the field shows and must be filled.
 */
export interface FieldSetting {
  /**
   * The field shows on the form.
   */
  enabled: boolean;
  /**
   * The field must be filled (a star is shown).
   */
  required: boolean;
}
/**
 * How a field's value is checked (spec §5).
 */
export interface ValidationRule {
  /**
   * The pattern id of spec §5; picks the message shown.
   */
  patternId: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 12;
  /**
   * A regular expression the value must match; * means any.
   */
  acceptedPattern: string;
  /**
   * Fewest characters.
   */
  minLength: number;
  /**
   * Most characters.
   */
  maxLength: number;
}

/** Every ModuleId, in schema order. */
export const MODULE_IDS = [
  'DIRECTREG3',
  'USERNAMEREG',
  'MOBILEREG',
  'MOBILEREGPWD',
  'SMSVERIFY',
  'SMSLOGIN',
  'FREEPLAY',
  'FORCEPWDCHANGE',
  'GOOGLELOGIN',
  'FACEBOOKLOGIN',
  'GAMES',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ELOTT',
  'LOTT',
  'ESPORTS',
  'COCKFIGHT',
  'PROMOTION',
  'POINTMALL',
  'APPDOWNLOAD',
  'MEMBERCENTER',
  'AGENTCENTER',
  'REFERRAL',
  'MISSION',
  'HELP',
  'JOIN',
  'SPEEDTEST',
  'DEPOSIT',
  'FORGOTPWD',
] as const satisfies readonly ModuleId[];

/** Every GameCategory, in schema order. */
export const GAME_CATEGORIES = [
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ELOTT',
  'LOTT',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly GameCategory[];
