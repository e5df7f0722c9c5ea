// Word lists the demo catalogue builds game names from: English slot-style words, Turkish words
// and Turkish places. Names are our own combinations, never a studio's real title (see
// REAL_TITLES, which the generator refuses).

/** Entries separated by '|', so a list stays a few lines long. */
const list = (text: string): readonly string[] => text.split('|');

export const EN_ADJECTIVES = list(
  'Sweet|Golden|Wild|Mega|Lucky|Royal|Blazing|Frozen|Mystic|Ancient|Crystal|Diamond|Neon|' +
    'Magic|Cosmic|Thunder|Silver|Midnight|Sunny|Savage|Jolly|Velvet|Emerald|Ruby|Sapphire|' +
    'Electric|Spicy|Glowing|Hidden|Roaring|Shining|Stormy|Twin|Triple|Endless|Secret|Brave|' +
    'Little|Grand|Crimson',
);

export const EN_NOUNS = list(
  'Bonanza|Fortune|Riches|Treasures|Gems|Fruits|Reels|Spins|Kingdom|Quest|Legends|Empire|' +
    'Temple|Jewels|Gold|Hunter|Rush|Party|Safari|Fiesta|Carnival|Nights|Dreams|Wilds|Coins|' +
    'Crown|Express|Harvest|Voyage|Bazaar|Oasis|Garden|Festival|Heist|Lanterns|Spirits|' +
    'Vault|Tales|Storm|Blossom',
);

/** Turkish and Anatolian themes, written the way an English-titled slot would borrow them. */
export const THEMES = list(
  'Lokum|Sultan|Bosphorus|Nazar|Tulip|Caravan|Pasha|Anatolia|Galata|Kapadokya|Efes|Troy|' +
    'Aegean|Simit|Harem|Ottoman|Dervish|Baklava|Kilim|Hamam|Sufi|Saffron|Pomegranate|Camel|' +
    'Falcon|Dragon|Pharaoh|Viking|Samurai|Panda|Tiger|Phoenix|Mermaid|Pirate|Wizard|' +
    'Buffalo|Wolf|Leopard|Cherry|Candy',
);

export const TR_ADJECTIVES = list(
  'Altın|Şanslı|Büyülü|Çılgın|Gizemli|Yıldızlı|Ateşli|Tatlı|Kraliyet|Efsanevi|Büyük|' +
    'Muhteşem|Sihirli|Parlak|Gümüş|Kızıl|Neşeli|Şahane|Görkemli|Uçan|Coşkulu|Işıltılı|' +
    'Kadim|Gözde|Mücevherli',
);

export const TR_NOUNS = list(
  'Lale|Nazar|Kervan|Saray|Çarşı|Meyveler|Elmaslar|Ejderha|Define|Lokum|Kaşif|Pehlivan|' +
    'Sultan|Şehzade|Köşk|Bahçe|Yakut|Zümrüt|Gemici|Kartal|Aslan|Kaplan|Hazine|Fener|Düğün|' +
    'Bayram|Şölen|Şimşek|Gökkuşağı|Mevsim',
);

export const PLACES = list(
  'Kapadokya|Pamukkale|Galata|Efes|Truva|Ege|Karadeniz|Anadolu|Bodrum|Kaş|Ölüdeniz|' +
    'Uludağ|Nemrut|Sümela|Erciyes|Çeşme|Göreme|Safranbolu|Boğaziçi|Üsküdar|Beyoğlu|' +
    'Kuşadası|Ağrı|Mardin',
);

export const SLOT_SUFFIXES = list(
  'Deluxe|Megaways|1000|Xmas|Extreme|Dice|Gold Edition|Hold & Win|Ultra|2|Scratch|' +
    'Power Reels|Cluster Pays|Mega Jackpot',
);

export const LIVE_PREFIXES = list('Türkçe|Speed|VIP|Auto|Platinum|Lounge|Classic|Turbo|Elit|Prime');
export const LIVE_GAMES = list(
  'Rulet|Roulette|Blackjack|Baccarat|Poker|Sic Bo|Dragon Tiger|Andar Bahar|Teen Patti|' +
    'Hold’em|Bakara|Zar Şov|Çark Şov|Casino Wars',
);
export const LIVE_TABLES = list(
  'A|B|C|D|E|F|1|2|3|5|7|İstanbul|Ankara|İzmir|Antalya|Bursa|Gold|Ruby|Onyx|Lüks',
);

export const TABLE_ADJECTIVES = list(
  'Klasik|European|American|French|Multihand|Single Deck|Double Exposure|Mini|Pro|' +
    'High Limit|Zero|Perfect Pairs|Oriental|Atlantic|Vegas Strip',
);
export const TABLE_GAMES = list(
  'Blackjack|Roulette|Baccarat|Poker|Video Poker|Rulet|Craps|Red Dog|Casino Hold’em|' +
    'Three Card Poker|Punto Banco|Tavla Zar',
);

export const INSTANT_ADJECTIVES = list(
  'Turbo|Neon|Uçan|Sky|Rocket|Hızlı|Star|Lucky|Cosmo|Jet|Galaxy|Fırtına|Pixel|Zıp Zıp|' + 'Hyper',
);
export const INSTANT_NOUNS = list(
  'Comet|Balloon|Halı|Pilot|Drop|Dice|Mines|Tower|Kite|Penalty|Limbo|Keno|Wheel|Hi-Lo|' +
    'Kuyruklu Yıldız|Uçurtma|Kule|Top',
);

export const FISH_ADJECTIVES = list(
  'Mega|Golden|Derin|Royal|Lucky|Ocean|Mavi|Happy|Dragon|Boğaz|Deep Sea|Coral',
);
export const FISH_NOUNS = list(
  'Fishing|Balık Avı|Shark Hunt|Fish Party|Avcısı|Reef Hunter|Kraken Hunt|Lüfer Avı|' +
    'Catch|Net|Harpoon|Fishing Frenzy Cup',
);

/**
 * Well-known real titles (normalised) the generator must never produce. A combination that
 * happens to equal one is drawn again.
 */
export const REAL_TITLES: ReadonlySet<string> = new Set(
  list(
    'sweet bonanza|sweet bonanza xmas|sweet bonanza 1000|big bass bonanza|gates of olympus|' +
      'gems bonanza|bonanza gold|candy bonanza|fruit party|fruit party 2|sugar rush|' +
      'starlight princess|wolf gold|the dog house|great rhino|buffalo king|aztec gems|' +
      'juicy fruits|hot fiesta|wild west gold|john hunter|mustang gold|chilli heat|' +
      'fire strike|extra juicy|jokers jewels|madame destiny|starburst|gonzos quest|' +
      'book of dead|legacy of dead|rise of olympus|reactoonz|fire joker|dead or alive|' +
      'mega moolah|money train|crazy time|lightning roulette|monopoly live|dream catcher|' +
      'mega ball|aviator|spaceman|jetx|plinko|mines|fortune tiger|fortune ox|fortune rabbit|' +
      'mahjong ways|wild bandito|lucky neko|dragon hatch|elven gold|gold rush|sizzling hot|' +
      'book of ra|lucky ladys charm|immortal romance|thunderstruck|wild wild riches|' +
      'wild wild west|panda fortune|golden fortune|mystic fortune|dragon kingdom|' +
      'ancient egypt|golden legend|lucky lightning|royal riches|wild pirates|treasure wild|' +
      'wild gems|golden dragon|phoenix rises|viking runecraft|wolf hunters|tiger kingdom|' +
      'pirate gold|magic crystals|candy village|sultans fortune|pharaohs fortune|' +
      'jewels world|crystal quest|speed baccarat a|speed baccarat b|vip blackjack a|' +
      'turkish roulette|auto roulette|european roulette|american roulette|french roulette',
  ),
);
