import type { Sport } from './feed.ts';

/**
 * The sandbox's invented world: leagues, clubs, players, e-sports titles, a cockfight arena
 * and its roosters. None is a real league, club, game, person or company. League names hold
 * words, so they are data by language (EN always; more added as translations arrive); team
 * and rooster names are invented proper nouns and stay as they are in every language.
 */
export interface SandboxLeague {
  id: string;
  names: Readonly<Record<string, string>>;
  teams: readonly string[];
}

export const SANDBOX_LEAGUES: Readonly<Record<Sport, readonly SandboxLeague[]>> = {
  FOOTBALL: [
    {
      id: 'fb-coastal',
      names: { EN: 'Coastal Premier Circuit', TH: 'โคสทัล พรีเมียร์ เซอร์กิต' },
      teams: [
        'Harbourgate FC',
        'Saltmere Rovers',
        'Dunwick Athletic',
        'Port Elvane',
        'Grellby Town',
        'Cassmoor United',
        'Tidewell City',
        'Ravensholt',
      ],
    },
    {
      id: 'fb-highland',
      names: { EN: 'Highland Cup', TH: 'ไฮแลนด์ คัพ' },
      teams: [
        'Karnvale SC',
        'Bryndor Albion',
        'Oskfeld',
        'Merrowdale Wanderers',
        'Thistlebrook',
        'Calder Peak',
        'Vornhill Rangers',
        'Ashgrove Forge',
      ],
    },
    {
      id: 'fb-sunbelt',
      names: { EN: 'Sunbelt League', TH: 'ซันเบลท์ ลีก' },
      teams: [
        'Zafira Sol',
        'Montelar CF',
        'Real Ostana',
        'Palmira Azul',
        'Corvessa',
        'Lumeria 1904',
        'Santara Dorada',
        'Valdria Club',
      ],
    },
  ],
  BASKETBALL: [
    {
      id: 'bb-metro',
      names: { EN: 'Metro Hoops Association', TH: 'เมโทร ฮูปส์ แอสโซซิเอชัน' },
      teams: [
        'Quillton Comets',
        'Brassport Owls',
        'Nettleford Kings',
        'Glimmer Bay Sharks',
        'Orvale Titans',
        'Sablecrest Foxes',
        'Penhollow Giants',
        'Wrenfield Stags',
      ],
    },
  ],
  TENNIS: [
    {
      id: 'tn-opal',
      names: { EN: 'Opal Coast Open', TH: 'โอปอล โคสต์ โอเพน' },
      teams: [
        'Ilsa Varenko',
        'Tomas Reyvald',
        'Mira Okonde',
        'Jules Harnett',
        'Anouk Vell',
        'Daro Kitamune',
        'Petra Losvik',
        'Elio Marchetti',
      ],
    },
  ],
  ESPORTS: [
    {
      id: 'es-shardfall',
      names: { EN: 'Shardfall Masters', TH: 'ชาร์ดฟอล มาสเตอร์ส' },
      teams: [
        'Nullpoint',
        'Vanta Nine',
        'Hexbloom',
        'Static Crows',
        'Ironveil',
        'Glitchwyrm',
        'Orbit Six',
        'Kilnfire',
      ],
    },
    {
      id: 'es-lanewar',
      names: { EN: 'Lanewar Pro Series', TH: 'เลนวอร์ โปร ซีรีส์' },
      teams: [
        'Moonlit Gale',
        'Pixelhorn',
        'Red Lattice',
        'Quietstorm',
        'Brightforge',
        'Cinderbyte',
        'Tessellate',
        'Northwire',
      ],
    },
  ],
  COCKFIGHT: [
    {
      id: 'cf-copperfeather',
      names: { EN: 'Copperfeather Pit', TH: 'สนามคอปเปอร์เฟเธอร์' },
      teams: [
        'Red Ember',
        'Iron Spur',
        'Brass Comb',
        'Dusk Talon',
        'Ash Wing',
        'Jade Crest',
        'Storm Hackle',
        'Copper Beak',
        'Night Plume',
        'Sun Crow',
        'Flint Heel',
        'Ruby Wattle',
      ],
    },
  ],
};
