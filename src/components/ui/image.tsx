import type * as React from 'react';
import { ImageOff } from '@/components/ui/icons';
import { clsx } from 'clsx';

type Props = Omit<React.ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height' | 'onLoad' | 'onError'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  unavailableLabel: string;
  wrapperClassName?: string;
};

/**
 * Runs first in the body, before any image is parsed, and stays for the page's life: sets the
 * state of every image's wrapper (`data-image`: loading, loaded or error; SmartImage's classes
 * and globals.css style by it) when its picture loads or fails. A document listener in the
 * capture phase sees every image's load and error events, of the prerendered HTML (before and
 * without hydration: the page loads its scripts on the visitor's first input) and of the images
 * that client-side navigations add. Its text is fixed, so the page's CSP allows it by hash.
 */
export const IMAGE_STATE_SCRIPT =
  '["load","error"].forEach(function(t){document.addEventListener(t,function(e){var w=e.target.parentNode;' +
  'e.target.tagName==="IMG"&&w&&w.getAttribute&&w.getAttribute("data-image")==="loading"&&w.setAttribute("data-image",t==="load"?"loaded":"error")},!0)})';

/**
 * The site's image: a blurred, pulsing placeholder while loading, sharp once loaded (500 ms
 * transition); a failed load shows a grey 'Image not available' placeholder and counts as loaded.
 * A plain <img>, styled by its wrapper's state (IMAGE_STATE_SCRIPT sets it), with no client code:
 * the site's pictures are SVG drawings, which next/image serves unchanged anyway. Without
 * JavaScript the picture shows as it comes (globals.css).
 */
export function SmartImage({ className, wrapperClassName, unavailableLabel, alt, ...props }: Props) {
  return (
    <div data-image="loading" className={clsx('group/image relative overflow-hidden bg-muted data-[image=loading]:animate-pulse', wrapperClassName)}>
      <img
        decoding="async"
        alt={alt}
        className={clsx(
          'transition-[filter,opacity] duration-500 group-data-[image=loading]/image:scale-105 group-data-[image=loading]/image:opacity-70 group-data-[image=loading]/image:blur-md group-data-[image=error]/image:hidden',
          className,
        )}
        {...props}
      />
      <div
        role="img"
        aria-label={unavailableLabel}
        className="absolute inset-0 hidden flex-col items-center justify-center gap-2 bg-slate-200 text-sm text-slate-600 group-data-[image=error]/image:flex"
      >
        <ImageOff className="size-6" aria-hidden />
        <span aria-hidden>{unavailableLabel}</span>
      </div>
    </div>
  );
}
