import {
  CircleDot,
  Dumbbell,
  Goal,
  type LucideIcon,
  Medal,
  Swords,
  Target,
  Trophy,
  Volleyball,
  Waves,
} from 'lucide-react';

/** The spec's sport icon mapping; any other sport shows a trophy. */
const SPORT_ICONS: Record<string, LucideIcon> = {
  football: Goal,
  futsal: Goal,
  basketball: CircleDot,
  cricket: Target,
  tennis: CircleDot,
  swimming: Waves,
  volleyball: Volleyball,
  hockey: Swords,
  badminton: Target,
  golf: Medal,
  boxing: Dumbbell,
  rugby: CircleDot,
  baseball: Target,
};

export function SportIcon({ sport, className }: { sport: string; className?: string }) {
  const Icon = SPORT_ICONS[sport.trim().toLowerCase()] ?? Trophy;
  return <Icon className={className} aria-hidden />;
}
