'use client';

import * as React from 'react';
import { ImageOff } from '@/components/ui/icons';
import { clsx } from 'clsx';

type Props = Omit<React.ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  unavailableLabel: string;
  wrapperClassName?: string;
};

/**
 * The spec's image: a blurred, pulsing placeholder while loading, sharp once loaded (500 ms
 * transition); a failed load shows a grey 'Image not available' placeholder and counts as loaded.
 * A plain <img>: the site's pictures are SVG drawings, which next/image serves unchanged anyway,
 * and its client code would come to every page with a picture for nothing.
 */
export function SmartImage({ className, wrapperClassName, unavailableLabel, onLoad, onError, alt, ...props }: Props) {
  const [state, setState] = React.useState<'loading' | 'loaded' | 'error'>('loading');
  const ref = React.useRef<HTMLImageElement>(null);
  // A server-rendered image may finish before hydration attaches onLoad: read its state once.
  React.useEffect(() => {
    const img = ref.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'error');
  }, []);
  return (
    <div className={clsx('relative overflow-hidden bg-muted', state === 'loading' && 'animate-pulse', wrapperClassName)} data-state={state}>
      {state === 'error' ? (
        <div role="img" aria-label={unavailableLabel} className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-200 text-sm text-slate-600">
          <ImageOff className="size-6" aria-hidden />
          <span aria-hidden>{unavailableLabel}</span>
        </div>
      ) : (
        <img
          ref={ref}
          decoding="async"
          alt={alt}
          className={clsx('transition-[filter,opacity] duration-500', state === 'loading' ? 'scale-105 opacity-70 blur-md' : 'opacity-100 blur-0', className)}
          onLoad={(e) => {
            setState('loaded');
            onLoad?.(e);
          }}
          onError={(e) => {
            setState('error');
            onError?.(e);
          }}
          {...props}
        />
      )}
    </div>
  );
}
