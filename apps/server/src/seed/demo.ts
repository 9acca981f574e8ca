import { randomBytes } from 'node:crypto';
import { DEFAULT_IDENTITY, toClubSettings } from '@club/shared';
import { count, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../db/client';
import {
  albums,
  clubSettings,
  contributionTypes,
  events,
  executiveCommittee,
  galleryPhotos,
  news,
  productCategories,
  products,
  productVariants,
  profiles,
  sponsors,
  teamPlayers,
  teamSessions,
  teams,
  userRoles,
  variantTypes,
} from '../db/schema';
import { createConfirmedAccount, type NewAccount } from '../platform/accounts';
import type { Auth } from '../platform/auth';
import type { FileStorage } from '../platform/storage';
import { seedDemoMembership } from './demo-membership';
import { DEMO_MARKS, DEMO_SCENES, renderMark, renderScene } from './images';

type DemoAccount = Omit<NewAccount, 'password'>;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@example.com',
    fullName: 'Ahmed Rasheed',
    role: 'admin',
    phone: '+960 778-2143',
    address: 'H. Veyoge, Majeedhee Magu, Male',
    dateOfBirth: '1979-03-14',
  },
  {
    email: 'executive@example.com',
    fullName: 'Mariyam Shaheeda',
    role: 'executive',
    phone: '+960 955-0871',
    address: 'G. Finifenmaage, Ameenee Magu, Male',
    dateOfBirth: '1985-11-02',
  },
  {
    email: 'member@example.com',
    fullName: 'Ibrahim Naseem',
    role: 'member',
    phone: '+960 747-3390',
    address: 'Lot 10245, Nirolhu Magu, Hulhumale',
    dateOfBirth: '1998-06-21',
  },
  {
    email: 'guest@example.com',
    fullName: 'Fathimath Leena',
    role: 'guest',
    phone: '+960 791-6604',
    address: 'Hithadhoo, Addu City',
    dateOfBirth: '2001-01-09',
  },
];

/** Seeds demo accounts (one per role) and content, only into an empty database. */
const DEMO_CONTRIBUTION_TYPES = [
  {
    name: 'Youth Academy',
    description: 'Coaching, kits and travel for our under-15 and under-17 squads.',
    suggestedAmount: '500.00',
  },
  { name: 'Equipment Fund', description: 'Balls, nets, goals and training gear.', suggestedAmount: '250.00' },
  { name: 'General Support', description: 'Wherever the club needs it most.', suggestedAmount: null },
];

export async function seedDemoData(options: {
  app: FastifyInstance;
  auth: Auth;
  db: AppDatabase;
  storage: FileStorage;
  demoPassword: string | undefined;
  log: FastifyBaseLogger;
  /** The demo member's year (fees, applications, payments, squads): left out for a database of an older release. */
  memberYear?: boolean;
}) {
  const { auth, db, log } = options;
  // People's accounts (with a profile): the card gateway's own account, made by a migration, is nobody's.
  const [row] = await db.select({ people: count() }).from(profiles);
  if ((row?.people ?? 0) > 0) return false;
  const password = options.demoPassword ?? randomBytes(9).toString('base64url');
  // A password hash is some 150 ms of a core (scrypt, in Node's thread pool): all at once, then the accounts in order.
  const { password: hashing } = await auth.$context;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashing.hash(password)));
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    await createConfirmedAccount(auth, db, { ...account, password }, hashes[index]);
  }
  // The demo's accounts share one published password: a second factor would prove nothing of whoever tries
  // the demo, so no role requires one here (Club Settings turns it on, as a real club has it from the start).
  await db.update(userRoles).set({ requiresSecondFactor: false });
  const [firstImage, secondImage] = await Promise.all(
    [DEMO_SCENES[2], DEMO_SCENES[3]].map(async (scene) =>
      scene ? (await options.storage.save('news-images', renderScene(scene))).url : null,
    ),
  );
  await db
    .insert(news)
    .values(DEMO_NEWS.map((item, index) => ({ ...item, featuredImageUrl: [firstImage, secondImage][index] ?? null })));
  await db.insert(events).values(demoEvents());
  await seedDemoTeams(db);
  const logos = await Promise.all(
    DEMO_MARKS.map(async (mark) => (await options.storage.save('sponsor-logos', renderMark(mark))).url),
  );
  await db.insert(sponsors).values(demoSponsors().map((sponsor, index) => ({ ...sponsor, logoUrl: logos[index] })));
  await seedDemoSiteSettings(db, options.storage);
  await db.insert(executiveCommittee).values(DEMO_COMMITTEE);
  await db.insert(contributionTypes).values(DEMO_CONTRIBUTION_TYPES);
  await seedDemoShop(db, options.storage);
  await seedDemoGallery(db, options.storage);
  if (options.memberYear !== false) {
    await seedDemoMembership(options.app, password);
    await seedDemoSquads(db);
  }
  log.info(
    { accounts: DEMO_ACCOUNTS.map((a) => a.email), news: DEMO_NEWS.length, events: demoEvents().length },
    'seeded demo data',
  );
  if (!options.demoPassword) {
    // Printed once, on the console only: the log keeps no passwords.
    process.stdout.write(
      `\nDemo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}\nDemo password (shown once): ${password}\n\n`,
    );
  }
  return true;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const DEMO_NEWS: (typeof news.$inferInsert)[] = [
  {
    title: 'Club Eagles lift the Male Futsal Cup',
    excerpt: 'A stoppage-time winner from captain Hussain Nizam sealed a 3-2 final against Hulhumale Sharks.',
    content:
      '<p>The Club Eagles are futsal champions of Male after a dramatic final at the Futsal Arena. ' +
      'Trailing 2-1 with five minutes left, the team equalised through <strong>Ahmed Shiyam</strong> before captain ' +
      '<strong>Hussain Nizam</strong> struck in stoppage time.</p><p>Thank you to every member who came to cheer.</p>',
    isPublished: true,
    isFeatured: true,
    publishDate: daysAgo(3),
  },
  {
    title: 'Academy intake for 2027 opens in December',
    excerpt: 'Football, swimming, badminton and seven more sports: registration forms open on 1 December.',
    content:
      '<p>Our academy welcomes players aged 6 to 17. Sessions run every afternoon at the club grounds, ' +
      'with certified coaches for each of the ten academy sports.</p><ul><li>Football</li><li>Swimming</li><li>Badminton</li></ul>',
    isPublished: true,
    isFeatured: false,
    publishDate: daysAgo(10),
  },
  {
    title: 'Beach volleyball weekend in Hulhumale',
    excerpt: 'Mixed pairs, all levels welcome: sign up at the club office before Thursday.',
    content: '<p>Bring a partner and join our friendly beach volleyball tournament on the Hulhumale beach courts.</p>',
    isPublished: true,
    isFeatured: false,
    publishDate: daysAgo(21),
  },
  {
    title: 'Annual general meeting: agenda draft',
    excerpt: 'Draft agenda for the committee to review before publishing.',
    content: "<p>Reports from the president and treasurer, election of the executive committee, members' motions.</p>",
    isPublished: false,
    isFeatured: false,
    publishDate: null,
  },
];

/** An instant `days` from now at `hour`:00 Maldives time (UTC+5). */
function atClubHour(days: number, hour: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour - 5, 0, 0, 0);
  return date;
}

function demoEvents(): (typeof events.$inferInsert)[] {
  return [
    {
      title: 'Futsal league: Club Eagles vs Maafannu United',
      description: 'Round 7 of the Male futsal league. Entry is free for members; come early for a seat.',
      eventDate: atClubHour(4, 20),
      location: 'Futsal Arena, Male',
      status: 'upcoming',
    },
    {
      title: 'Swimming time trials for the national squad',
      description: 'Open to academy swimmers aged 12 to 17. Bring your swim cap and arrive 30 minutes early.',
      eventDate: atClubHour(9, 7),
      location: 'Hulhumale Swimming Pool',
      maxParticipants: 40,
      registrationFee: '100.00',
      status: 'upcoming',
    },
    {
      title: 'Inter-atoll volleyball tournament',
      description: 'Twelve teams from across the atolls compete over a weekend of beach volleyball.',
      eventDate: atClubHour(18, 16),
      endDate: atClubHour(20, 22),
      location: 'Hulhumale Beach Courts',
      maxParticipants: 96,
      registrationFee: '250.00',
      status: 'upcoming',
    },
    {
      title: 'Members night and awards dinner',
      description: 'Celebrating the season with our players, coaches, volunteers and families.',
      eventDate: atClubHour(30, 19),
      location: 'Club house, Male',
      status: 'upcoming',
    },
    {
      title: 'Male Futsal Cup final',
      description: 'Club Eagles beat Hulhumale Sharks 3-2 with a stoppage-time winner.',
      eventDate: atClubHour(-3, 20),
      location: 'Futsal Arena, Male',
      status: 'completed',
    },
    {
      title: 'Committee planning retreat',
      description: 'Executive committee planning for the 2027 season.',
      eventDate: atClubHour(12, 9),
      location: 'Club house, Male',
      status: 'upcoming',
      isPublic: false,
    },
  ];
}

/** The demo teams: name, sport, category, the year it was founded and its coach. */
const DEMO_TEAMS: [string, string, string, number, string][] = [
  ['Club Eagles FC', 'Football', 'senior', 2010, 'Ali Shareef'],
  ['Eagles U17', 'Football', 'youth', 2016, 'Ismail Mohamed'],
  ['Eagles Veterans', 'Football', 'veterans', 2014, 'Abdulla Shafeeq'],
  ['Club Eagles Futsal', 'Futsal', 'senior', 2012, 'Ali Shareef'],
  ['Eagles Volleyball', 'Volleyball', 'senior', 2013, 'Aminath Rasheeda'],
  ['Eagles Volleyball Juniors', 'Volleyball', 'junior', 2019, 'Aminath Rasheeda'],
  ['Eagles Swim Squad', 'Swimming', 'youth', 2015, 'Fathimath Sana'],
  ['Eagles Badminton', 'Badminton', 'senior', 2017, 'Mohamed Niyaz'],
];

/** The demo teams' players: their team, name, position and jersey number. */
const DEMO_PLAYERS: [string, string, string, number | null][] = [
  ['Club Eagles FC', 'Mohamed Imran', 'Goalkeeper', 1],
  ['Club Eagles FC', 'Hassan Adhuham', 'Defender', 4],
  ['Club Eagles FC', 'Ahmed Shiyam', 'Midfielder', 8],
  ['Club Eagles FC', 'Hussain Nizam', 'Forward', 10],
  ['Club Eagles FC', 'Ibrahim Fazeel', 'Forward', 11],
  ['Club Eagles FC', 'Ali Ashfaq', 'Midfielder', null],
  ['Eagles U17', 'Aisam Ibrahim', 'Goalkeeper', 1],
  ['Eagles U17', 'Naiz Hassan', 'Defender', 5],
  ['Eagles U17', 'Hamza Mohamed', 'Forward', 9],
  ['Club Eagles Futsal', 'Hussain Nizam', 'Pivot', 10],
  ['Club Eagles Futsal', 'Ahmed Shiyam', 'Winger', 7],
  ['Eagles Volleyball', 'Mariyam Shifa', 'Setter', 3],
  ['Eagles Volleyball', 'Aishath Nadha', 'Libero', 6],
  ['Eagles Swim Squad', 'Hawwa Zahir', 'Freestyle', null],
];

/** A small shop: kit with sizes, a ball running low, souvenirs; photos drawn here like the gallery's. */
async function seedDemoShop(db: AppDatabase, storage: FileStorage) {
  const [kit, training, souvenirs] = await db
    .insert(productCategories)
    .values([
      { name: 'Match Kit', description: 'Official jerseys and shorts' },
      { name: 'Training', description: 'Balls, bibs and gear' },
      { name: 'Souvenirs', description: 'Scarves, caps and more' },
    ])
    .returning({ id: productCategories.id });
  if (!kit || !training || !souvenirs) return;
  await db.insert(variantTypes).values({ categoryId: kit.id, name: 'size', displayName: 'Size', isRequired: true });
  const image = async (index: number) => {
    const scene = DEMO_SCENES[index % DEMO_SCENES.length];
    return scene ? (await storage.save('product-images', renderScene(scene, 600, 600))).url : null;
  };
  const items = [
    { name: 'Home Jersey 2026', categoryId: kit.id, price: '450.00', isFeatured: true, sizes: true },
    { name: 'Away Jersey 2026', categoryId: kit.id, price: '450.00', salePrice: '380.00', sizes: true },
    { name: 'Training Ball (size 5)', categoryId: training.id, price: '320.00', stockQuantity: 4 },
    { name: 'Training Bibs (set of 10)', categoryId: training.id, price: '260.00', stockQuantity: 25 },
    { name: 'Club Scarf', categoryId: souvenirs.id, price: '150.00', isFeatured: true, stockQuantity: 40 },
    { name: 'Sticker Pack', categoryId: souvenirs.id, price: '25.00', inventoryTracking: false },
  ];
  for (const [index, { sizes, ...item }] of items.entries()) {
    const [created] = await db
      .insert(products)
      .values({
        description: `${item.name}, from the club shop in Male.`,
        imageUrl: await image(index),
        ...item,
      })
      .returning({ id: products.id });
    if (created && sizes)
      await db.insert(productVariants).values(
        ['S', 'M', 'L', 'XL'].map((size, i) => ({
          productId: created.id,
          name: 'Size',
          value: size,
          priceModifier: size === 'XL' ? '25.00' : '0',
          stockQuantity: [6, 12, 12, 3][i] ?? 0,
        })),
      );
  }
}

async function seedDemoTeams(db: AppDatabase) {
  for (const [name, sport, category, establishedYear, coachName] of DEMO_TEAMS) {
    const [created] = await db
      .insert(teams)
      .values({ name, sport, category, establishedYear, coachName })
      .returning({ id: teams.id });
    const players = DEMO_PLAYERS.filter(([team]) => team === name);
    if (!created || players.length === 0) continue;
    await db.insert(teamPlayers).values(
      players.map(([, playerName, position, jerseyNumber]) => ({
        teamId: created.id,
        playerName,
        position,
        jerseyNumber,
      })),
    );
  }
}

/**
 * The demo member plays futsal and their daughter is in the under-17 football squad; both squads train weekly,
 * so the member's dashboard shows the next sessions of their team and their child's, to answer.
 */
async function seedDemoSquads(db: AppDatabase) {
  await db.execute(sql`insert into team_players (team_id, user_id, member_id, player_name, position, jersey_number)
    select t.id, m.user_id, m.id, m.full_name, 'Winger', 11 from teams t
    join members m on m.user_id = (select id from "user" where email = 'member@example.com')
    where t.name = 'Club Eagles Futsal'`);
  await db.execute(sql`insert into team_players (team_id, member_id, player_name, position, jersey_number)
    select t.id, m.id, m.full_name, 'Forward', 19 from teams t
    join member_guardians g on g.user_id = (select id from "user" where email = 'member@example.com')
    join members m on m.id = g.member_id
    where t.name = 'Eagles U17'`);
  for (const [team, weekday, hour, place] of [
    ['Club Eagles Futsal', 2, 20, 'Futsal Arena, Male'],
    ['Eagles U17', 6, 16, 'Club grounds, Hulhumale'],
  ] as const) {
    const startsAt = nextWeekday(weekday, hour);
    await db.insert(teamSessions).values({
      teamId: sql`(select id from teams where name = ${team})`,
      kind: 'training',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 90 * 60_000),
      place,
      weeklyUntil: new Date(startsAt.getTime() + 180 * 86_400_000).toISOString().slice(0, 10),
    });
  }
}

/** The next `weekday` (0 Sunday) at `hour`:00 Maldives time, at least a day away. */
function nextWeekday(weekday: number, hour: number) {
  for (let days = 1; ; days++) {
    const candidate = atClubHour(days, hour);
    if (new Date(candidate.getTime() + 5 * 3_600_000).getUTCDay() === weekday) return candidate;
  }
}

/**
 * The home page's photograph, the club's social pages and a bank account that is plainly not real, as an
 * admin would set them in Club Settings: someone trying the portal sees checkout and donations as a
 * member would.
 */
async function seedDemoSiteSettings(db: AppDatabase, storage: FileStorage) {
  const scene = DEMO_SCENES[0];
  const hero = scene ? (await storage.save('site-images', renderScene(scene, 1600, 900))).url : null;
  const value = toClubSettings({
    identity: {
      ...DEFAULT_IDENTITY,
      shortName: { en: 'MSC', dv: 'އެމް.އެސް.ސީ' },
      motto: {
        en: 'Building champions on and off the field since 2010.',
        dv: '2010 ވަނަ އަހަރުން ފެށިގެން ދަނޑުމަތީގައާއި ދަނޑުން ބޭރުގައި ޗެމްޕިއަނުން ބިނާކުރަމުން.',
      },
      registrationNumber: 'SC-0000 (demo)',
    },
    bankAccount: {
      bankName: 'Demo Bank (not a real bank)',
      accountName: 'Maldives Sports Club (demo)',
      accountNumber: '0000-000000-000',
    },
    publicSite: {
      heroImageUrl: hero,
      social: { facebook: 'https://example.com/club-on-facebook', instagram: 'https://example.com/club-on-instagram' },
    },
  });
  await db.insert(clubSettings).values({ id: 'club', value }).onConflictDoNothing();
}

function demoSponsors(): (typeof sponsors.$inferInsert)[] {
  const year = new Date().getFullYear();
  return [
    {
      name: 'Ocean Breeze Resorts',
      sponsorshipType: 'Main Partner',
      sponsorshipAmount: '150000.00',
      websiteUrl: 'https://example.com/ocean-breeze',
      contactPerson: 'Shiham Rasheed',
      contactEmail: 'partners@example.com',
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    },
    {
      name: 'Island Fresh Water',
      sponsorshipType: 'Hydration Partner',
      sponsorshipAmount: '35000.00',
      contactPerson: 'Mariyam Zoona',
      startDate: `${year}-03-15`,
    },
    {
      name: 'Male Sports Gear',
      sponsorshipType: 'Kit Supplier',
      sponsorshipAmount: '48500.50',
      websiteUrl: 'https://example.com/male-sports-gear',
      startDate: `${year - 1}-06-01`,
    },
    { name: 'Atoll Ferries', sponsorshipType: 'Travel Partner', sponsorshipAmount: '20000.00', isActive: false },
  ];
}

const DEMO_COMMITTEE: (typeof executiveCommittee.$inferInsert)[] = [
  {
    name: 'Abdulla Faiz',
    position: 'President',
    displayOrder: 1,
    email: 'president@example.com',
    bio: 'Club member since 2010 and former national futsal player.',
  },
  {
    name: 'Aminath Rasheeda',
    position: 'Vice President',
    displayOrder: 2,
    bio: 'Volleyball coach and youth development lead.',
  },
  { name: 'Mohamed Niyaz', position: 'General Secretary', displayOrder: 3, email: 'secretary@example.com' },
  {
    name: 'Fathimath Sana',
    position: 'Treasurer',
    displayOrder: 4,
    bio: 'Chartered accountant; keeps the club books.',
  },
  { name: 'Ismail Mohamed', position: 'Head of Academy', displayOrder: 5 },
];

const DEMO_ALBUMS = [
  { name: 'Male Futsal Cup Final', description: 'The night the Eagles lifted the cup.', scenes: [2, 0, 4] },
  { name: 'Beach Volleyball Weekend', description: 'Sun, sand and 12 teams in Hulhumale.', scenes: [1, 4, 0, 3] },
  { name: 'Academy Training Camp', description: 'Our young players at the October camp.', scenes: [3, 5] },
];

/** Albums with photos drawn here (see images.ts) and stored like any upload. */
async function seedDemoGallery(db: AppDatabase, storage: FileStorage) {
  for (const [albumIndex, demo] of DEMO_ALBUMS.entries()) {
    const [album] = await db
      .insert(albums)
      .values({
        name: demo.name,
        description: demo.description,
        createdAt: new Date(Date.now() - (DEMO_ALBUMS.length - albumIndex) * 86_400_000),
      })
      .returning({ id: albums.id });
    if (!album) continue;
    for (const [photoIndex, sceneIndex] of demo.scenes.entries()) {
      const scene = DEMO_SCENES[sceneIndex];
      if (!scene) continue;
      const stored = await storage.save('gallery', renderScene(scene));
      await db.insert(galleryPhotos).values({
        title: `${demo.name} ${photoIndex + 1}`,
        imageUrl: stored.url,
        albumId: album.id,
        isFeatured: photoIndex === 0,
      });
    }
  }
}
