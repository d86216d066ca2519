import { cva } from 'class-variance-authority';

/**
 * The button styles, apart from the Button component: client leaves and plain links take them
 * from here, so the browser bundle needs no class merging (tailwind-merge stays on the server).
 */
export const buttonVariants = cva(
  // The shape every button shares is the component class `btn` (globals.css), which the variants'
  // utilities override; its icon rule (`.btn svg`) sits in the utilities layer, to outrank an
  // icon's own size class.
  'btn',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        hero: 'bg-gradient-to-r from-brand to-primary text-white shadow-lg shadow-primary/25 hover:shadow-xl hover:brightness-110',
        cta: 'bg-white text-brand-deep shadow-md hover:bg-white/90',
      },
      size: {
        // A minimum height, not a fixed one: on a phone a long label wraps onto a second line
        // instead of pushing the page wider than the screen.
        default: 'min-h-11 px-5 py-2',
        sm: 'min-h-9 rounded-md px-3 py-1.5',
        lg: 'min-h-12 px-7 py-2.5',
        icon: 'h-11 w-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
