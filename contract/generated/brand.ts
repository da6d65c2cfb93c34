/* DO NOT EDIT: generated from schema/brand.schema.json by `whitelabel types`. */

/**
 * One merchant's branded site: identity, languages, lottery and announcement settings, theme and links. Lives in brands/<id>/brand.json.
 */
export interface BrandConfig {
  /**
   * Path to this schema, for editor completion.
   */
  $schema?: string;
  /**
   * The brand id: the folder name under brands/, lower-case letters, digits and dashes.
   */
  id: string;
  /**
   * The brand's display name, shown in the title and the logo's alt text.
   */
  name: string;
  /**
   * The merchant code the platform knows this brand by; sent as the Merchant header on every call.
   */
  merchantCode: string;
  /**
   * The platform code sent with game launches and free play (W for web).
   */
  platform: 'W' | 'M';
  /**
   * The lottery kind this merchant runs.
   */
  lotteryType?: 'ELOTT' | 'LOTT';
  /**
   * The device class sent with game and lottery calls.
   */
  device?: 'PC' | 'MOBILE';
  /**
   * A language code of spec §9.
   */
  defaultLanguage:
    | 'CN'
    | 'EN'
    | 'JA'
    | 'TH'
    | 'VI'
    | 'MY'
    | 'ES'
    | 'HI'
    | 'ID'
    | 'KM'
    | 'KO'
    | 'KR'
    | 'MS'
    | 'PT'
    | 'TA'
    | 'TW'
    | 'TY'
    | 'UR';
  /**
   * The languages offered in the language switch, in order.
   *
   * @minItems 1
   *
   * Items: One offered language.
   */
  languages: [
    {
      /**
       * A language code of spec §9.
       */
      type:
        | 'CN'
        | 'EN'
        | 'JA'
        | 'TH'
        | 'VI'
        | 'MY'
        | 'ES'
        | 'HI'
        | 'ID'
        | 'KM'
        | 'KO'
        | 'KR'
        | 'MS'
        | 'PT'
        | 'TA'
        | 'TW'
        | 'TY'
        | 'UR';
      /**
       * The language's own name, as shown in the switch (e.g. Tiếng Việt).
       */
      name: string;
    },
    ...{
      /**
       * A language code of spec §9.
       */
      type:
        | 'CN'
        | 'EN'
        | 'JA'
        | 'TH'
        | 'VI'
        | 'MY'
        | 'ES'
        | 'HI'
        | 'ID'
        | 'KM'
        | 'KO'
        | 'KR'
        | 'MS'
        | 'PT'
        | 'TA'
        | 'TW'
        | 'TY'
        | 'UR';
      /**
       * The language's own name, as shown in the switch (e.g. Tiếng Việt).
       */
      name: string;
    }[],
  ];
  /**
   * Background colour of the chat room header.
   */
  chatHeaderColor?: string;
  /**
   * The lottery prize modes this merchant offers.
   *
   * Items: A prize mode.
   */
  prizeModes?: ('Lott' | 'ZY' | 'Elott' | 'SEA')[];
  /**
   * Which announcement types to fetch and the default execution type.
   */
  announcements?: {
    /**
     * Announcement types to fetch.
     *
     * Items: An announcement type.
     */
    types: ('B' | 'PL' | 'PU' | 'PR' | 'H')[];
    /**
     * The execution type used when none is given.
     */
    defaultExecution?: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  };
  /**
   * Vendor codes listed in the e-sports lobby, in order.
   *
   * Items: A vendor code.
   */
  esports?: string[];
  /**
   * The currency the site shows money in.
   */
  currency: {
    /**
     * ISO 4217 currency code.
     */
    code: string;
    /**
     * Digits after the decimal point (2 for USD, 0 for VND).
     */
    minorUnits: number;
  };
  /**
   * Look of the site. Each colour becomes a CSS custom property --wl-<name>.
   */
  theme: {
    /**
     * The palette.
     */
    colors: {
      /**
       * Buttons, active tabs, links.
       */
      primary: string;
      /**
       * Text on primary surfaces.
       */
      primaryText: string;
      /**
       * Highlights: balance, badges, prices.
       */
      accent: string;
      /**
       * Page background.
       */
      background: string;
      /**
       * Cards, modals, menus.
       */
      surface: string;
      /**
       * Body text.
       */
      text: string;
      /**
       * Secondary text.
       */
      textMuted: string;
      /**
       * Dividers and input borders.
       */
      border: string;
      /**
       * Top bar and nav bar background.
       */
      headerBackground: string;
      /**
       * Top bar and nav bar text.
       */
      headerText: string;
      /**
       * Footer background.
       */
      footerBackground: string;
      /**
       * Footer text.
       */
      footerText: string;
      /**
       * Errors.
       */
      danger: string;
      /**
       * Confirmations.
       */
      success: string;
    };
    /**
     * Font stacks.
     */
    fonts: {
      /**
       * CSS font-family for body text.
       */
      body: string;
      /**
       * CSS font-family for headings and the nav bar.
       */
      heading: string;
    };
    /**
     * Corner radius of buttons and cards, a CSS length.
     */
    radius?: string;
    /**
     * The logo shown in the header.
     */
    logo: string;
    /**
     * Optional logo variant for the footer background, for a logo that does not read on it; defaults to logo.
     */
    footerLogo?: string;
    /**
     * The browser tab icon.
     */
    favicon: string;
    /**
     * Optional background image of the home hero.
     */
    heroImage?: string;
  };
  /**
   * Base URL of the platform API; empty means the same origin as the site.
   */
  apiBase?: string;
  /**
   * The fixed offset the header clock shows, as GMT+H or GMT-H.
   */
  timezone?: string;
  /**
   * When on, a visitor without a token is sent to /login except on /login, /register, /register.html, /helpmc and /download.
   */
  loginedToHomePage?: boolean;
  /**
   * Host names this brand is served on; whitelabel serve --all picks the brand by host (<id>.localhost always works).
   *
   * Items: A host name, without port.
   */
  domains?: string[];
  /**
   * Contact links shown in the side bar.
   */
  contacts?: {
    /**
     * Skype id.
     */
    skype?: string;
    /**
     * Facebook page.
     */
    facebook?: string;
    /**
     * Phone number in international form.
     */
    phone?: string;
    /**
     * Live chat address; when absent the live chat item opens customer service.
     */
    liveChat?: string;
  };
  /**
   * Footer content.
   */
  footer?: {
    text: LocalizedText;
    /**
     * Sponsor logos, in order.
     *
     * Items: One sponsor.
     */
    sponsors?: {
      /**
       * Sponsor name, used as alt text.
       */
      name: string;
      /**
       * Sponsor logo.
       */
      logo: string;
      /**
       * Optional link.
       */
      url?: string;
    }[];
  };
  /**
   * Offer copy the site shows, written per language in the brand's own currency: the runtime hard-codes no bonus amount. Left out = no offer copy is shown.
   */
  offers?: {
    /**
     * Spec §2.3: the prompt after registration that asks for a chat-app ID in return for a bonus. Left out = the prompt is not shown.
     */
    contactBonus?: {
      text: LocalizedText1;
      /**
       * The chat apps the prompt offers, in this order.
       *
       * @minItems 1
       *
       * Items: A chat app whose ID the platform stores (contract/member.ts memberContact).
       */
      channels: ['zalo' | 'whatsapp', ...('zalo' | 'whatsapp')[]];
    };
  };
  /**
   * App download links for the download page.
   */
  appDownload?: {
    /**
     * iOS app.
     */
    ios?: string;
    /**
     * Lite iOS (web clip) app.
     */
    iosLite?: string;
    /**
     * Android APK.
     */
    android?: string;
  };
  /**
   * Search engine and social metadata.
   */
  seo?: {
    title: LocalizedText2;
    description: LocalizedText3;
  };
}
/**
 * Marketing text under the sponsor logos.
 */
export interface LocalizedText {
  /**
   * The text in that language.
   */
  [k: string]: string;
}
/**
 * What the player gets, amount and currency included (e.g. "a welcome bonus of up to 131,000 ₫").
 */
export interface LocalizedText1 {
  /**
   * The text in that language.
   */
  [k: string]: string;
}
/**
 * Page title.
 */
export interface LocalizedText2 {
  /**
   * The text in that language.
   */
  [k: string]: string;
}
/**
 * Meta description.
 */
export interface LocalizedText3 {
  /**
   * The text in that language.
   */
  [k: string]: string;
}
