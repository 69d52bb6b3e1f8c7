import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { useChrome } from "~/i18n/use-chrome";
import { buttonClasses } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";

/**
 * "Watch video": opens the demo video in a dialog. The external player is created only when the
 * dialog opens, so the page requests nothing from the video host until the visitor asks.
 * Without JavaScript it is a plain link to the video. The video is the one staff set: its address
 * on youtube-nocookie.com (the only host the page's Content-Security-Policy lets a frame load)
 * comes from the home page's loader (`videoEmbedUrl`).
 */
export function VideoTrigger({ label: text, src }: { label: string; src: string }) {
  const label = (
    <>
      <Icon name="play" size={18} />
      {text}
    </>
  );
  const hydrated = useHydrated();
  const { company } = useChrome();
  const [open, setOpen] = useState(false);
  const classes = buttonClasses("ghost-light");

  if (!hydrated) {
    return (
      <a href={src} className={classes}>
        {label}
      </a>
    );
  }
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={classes}>
        {label}
      </button>
      <Dialog
        id="demo-video-dialog"
        open={open}
        onClose={() => setOpen(false)}
        title={company.demoVideoTitle}
      >
        {open ? (
          <iframe
            src={src}
            title={company.demoVideoTitle}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            className="aspect-video w-full rounded-lg bg-stone-900"
          />
        ) : null}
      </Dialog>
    </>
  );
}
