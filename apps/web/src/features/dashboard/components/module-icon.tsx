import {
  Archive,
  Award,
  BadgeCheck,
  Calendar,
  ClipboardList,
  FileText,
  GraduationCap,
  Handshake,
  HeartHandshake,
  IdCard,
  Image,
  LayoutGrid,
  type LucideIcon,
  Mail,
  Newspaper,
  Server,
  Settings,
  Shield,
  ShoppingBag,
  Trophy,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  users: Users,
  newspaper: Newspaper,
  'file-text': FileText,
  calendar: Calendar,
  'id-card': IdCard,
  'badge-check': BadgeCheck,
  'graduation-cap': GraduationCap,
  wallet: Wallet,
  'clipboard-list': ClipboardList,
  trophy: Trophy,
  image: Image,
  handshake: Handshake,
  award: Award,
  shield: Shield,
  'user-cog': UserCog,
  server: Server,
  archive: Archive,
  'shopping-bag': ShoppingBag,
  'heart-handshake': HeartHandshake,
  mail: Mail,
  settings: Settings,
};

export const ModuleIcon = ({ name, className }: { name: string; className?: string }) => {
  const Icon = ICONS[name] ?? LayoutGrid;
  return <Icon className={className} aria-hidden />;
};
