import type * as React from 'react';
import { ICON_SPRITE } from './icon-sprite';

/**
 * The site's icons (lucide's drawings): each one is a reference into one cached sprite
 * (`public/icons.svg`, written by `npm run icons` from the lucide-react package), so a page's
 * HTML and RSC payload carry `<use href>` instead of every icon's paths. Add an icon here, then
 * run `npm run icons`; a unit test fails while the sprite is not current. The site's own drawings
 * (markIcon: the logo, the social networks' marks) are in scripts/lib/site-marks.ts.
 */
export type IconProps = React.SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => React.ReactElement;

function spriteIcon(name: string): IconComponent {
  function SpriteIcon(props: IconProps) {
    return (
      <svg width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden {...props}>
        <use href={`${ICON_SPRITE}#${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}

/** One of the site's own drawings in the sprite, in its box (and, for a mark, the text's colour). */
function markIcon(name: string, box: IconProps): IconComponent {
  function MarkIcon(props: IconProps) {
    return (
      <svg {...box} aria-hidden focusable="false" {...props}>
        <use href={`${ICON_SPRITE}#${name}`} />
      </svg>
    );
  }
  MarkIcon.displayName = name;
  return MarkIcon;
}

const filledMark: IconProps = { viewBox: '0 0 24 24', fill: 'currentColor' };
export const Logo = markIcon('Logo', { viewBox: '0 0 32 32' });
export const LinkedIn = markIcon('LinkedIn', filledMark);
export const XTwitter = markIcon('XTwitter', filledMark);
export const Facebook = markIcon('Facebook', filledMark);
export const Instagram = markIcon('Instagram', filledMark);

export const Activity = spriteIcon('Activity');
export const ArrowDown = spriteIcon('ArrowDown');
export const ArrowLeft = spriteIcon('ArrowLeft');
export const ArrowRight = spriteIcon('ArrowRight');
export const Award = spriteIcon('Award');
export const BadgeCheck = spriteIcon('BadgeCheck');
export const BellRing = spriteIcon('BellRing');
export const Bookmark = spriteIcon('Bookmark');
export const BookmarkCheck = spriteIcon('BookmarkCheck');
export const BookOpen = spriteIcon('BookOpen');
export const Bot = spriteIcon('Bot');
export const Briefcase = spriteIcon('Briefcase');
export const Building = spriteIcon('Building');
export const Building2 = spriteIcon('Building2');
export const CalendarCheck = spriteIcon('CalendarCheck');
export const CalendarClock = spriteIcon('CalendarClock');
export const CalendarDays = spriteIcon('CalendarDays');
export const ChartColumn = spriteIcon('ChartColumn');
export const Check = spriteIcon('Check');
export const ChevronDown = spriteIcon('ChevronDown');
export const ChevronLeft = spriteIcon('ChevronLeft');
export const ChevronRight = spriteIcon('ChevronRight');
export const CircleCheck = spriteIcon('CircleCheck');
export const Clock = spriteIcon('Clock');
export const CodeXml = spriteIcon('CodeXml');
export const Compass = spriteIcon('Compass');
export const Download = spriteIcon('Download');
export const Earth = spriteIcon('Earth');
export const ExternalLink = spriteIcon('ExternalLink');
export const Eye = spriteIcon('Eye');
export const FileQuestion = spriteIcon('FileQuestion');
export const FileText = spriteIcon('FileText');
export const Flame = spriteIcon('Flame');
export const Gauge = spriteIcon('Gauge');
export const Globe = spriteIcon('Globe');
export const Globe2 = spriteIcon('Globe2');
export const GraduationCap = spriteIcon('GraduationCap');
export const Hand = spriteIcon('Hand');
export const Handshake = spriteIcon('Handshake');
export const Headphones = spriteIcon('Headphones');
export const ImageOff = spriteIcon('ImageOff');
export const Layers = spriteIcon('Layers');
export const Lightbulb = spriteIcon('Lightbulb');
export const LineChart = spriteIcon('LineChart');
export const Lock = spriteIcon('Lock');
export const LogIn = spriteIcon('LogIn');
export const Mail = spriteIcon('Mail');
export const Map = spriteIcon('Map');
export const MapPin = spriteIcon('MapPin');
export const Menu = spriteIcon('Menu');
export const Network = spriteIcon('Network');
export const Phone = spriteIcon('Phone');
export const PiggyBank = spriteIcon('PiggyBank');
export const Plug = spriteIcon('Plug');
export const Plus = spriteIcon('Plus');
export const RefreshCw = spriteIcon('RefreshCw');
export const Rss = spriteIcon('Rss');
export const Rocket = spriteIcon('Rocket');
export const Scale = spriteIcon('Scale');
export const Search = spriteIcon('Search');
export const SearchX = spriteIcon('SearchX');
export const Server = spriteIcon('Server');
export const Share2 = spriteIcon('Share2');
export const ShieldCheck = spriteIcon('ShieldCheck');
export const SlidersHorizontal = spriteIcon('SlidersHorizontal');
export const Sparkles = spriteIcon('Sparkles');
export const Star = spriteIcon('Star');
export const Sun = spriteIcon('Sun');
export const Tag = spriteIcon('Tag');
export const Target = spriteIcon('Target');
export const TrendingUp = spriteIcon('TrendingUp');
export const UserCheck = spriteIcon('UserCheck');
export const Users = spriteIcon('Users');
export const Workflow = spriteIcon('Workflow');
export const Wrench = spriteIcon('Wrench');
export const X = spriteIcon('X');
export const Zap = spriteIcon('Zap');
