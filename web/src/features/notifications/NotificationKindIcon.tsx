import { Circle, Icon } from '@chakra-ui/react';
import { Award, Bell, Heart, LifeBuoy, MessageCircle, MinusCircle, Search } from 'lucide-react';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  POINTS_RECEIVED: Award,
  POINTS_DEDUCTED: MinusCircle,
  TICKET_REPLY: LifeBuoy,
  TICKET_STATUS: LifeBuoy,
  POST_LIKE: Heart,
  POST_COMMENT: MessageCircle,
  SCENARIO_FIT: Search,
};

/** A round icon saying what kind of news it is (decorative: the title says it in words). */
export function NotificationKindIcon({ kind, size = '8' }: { kind: string; size?: '7' | '8' | '10' }) {
  const KindIcon = ICONS[kind] ?? Bell;
  return (
    <Circle size={size} bg="brand.subtle" color="brand.fg" flexShrink={0} aria-hidden>
      <Icon boxSize="4">
        <KindIcon />
      </Icon>
    </Circle>
  );
}
