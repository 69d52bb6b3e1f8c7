import { chromeEnglish } from "./chrome";
import type { MissingBodyParts } from "./post-document";

/** A form sent to a page that takes none: the public site's words where they fit staff too. */
const methodNotAllowed = chromeEnglish.errors.methodNotAllowed;

/** A birr rate as staff read it: 1,570 or 157.25. */
const formatRate = (rate: number) => rate.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** The words of the staff area at /staff (never linked from the public site). */
export const staffText = {
  /** The header's name for everyone: sales work the inbox, editors the content. */
  title: "Staff area",
  skipLink: "Skip to main content",
  signInTitle: "Sign in to the staff area",
  signInIntro: "Accounts are made by an administrator's invitation.",
  /** On the sign-in page after a session ended for being idle (`IDLE_TIMEOUT_MS`). */
  signedOutIdle: "You were signed out after 2 hours without activity. Please sign in again.",
  /** The second step of signing in, for accounts with two-factor sign-in. */
  codeTitle: "Enter the code from your authenticator app",
  codeIntro:
    "Open the authenticator app on your phone and type the 6-digit code it shows for Tsehay Solar staff. Lost your phone? Type one of your recovery codes instead.",
  code: "Code",
  codeHint: "6 digits, or a recovery code like k7m2p-x9q4t",
  verify: "Continue",
  cancelSignIn: "Cancel and sign in again",
  wrongCode: "That code is wrong or too old. Type the code your app shows now.",
  reusedCode:
    "That code has been used already. Wait for the next code in your app, or use an unused recovery code.",
  codeThrottled: "Too many wrong codes. Please wait 15 minutes and sign in again.",
  /** The way on from the code page once too many wrong codes ended the attempt. */
  backToSignIn: "Back to sign-in",
  nav: {
    leads: "Leads",
    mine: "My leads",
    dashboard: "Dashboard",
    accounts: "Accounts",
    accessLog: "Access log",
    securityLog: "Security log",
    content: "Content",
    security: "My account",
  },
  /** The content editor at /staff/content (editors and administrators). */
  content: {
    title: "Site content",
    intro:
      "Edit the projects, reports and news the site shows, in every language. Saving keeps a draft only you and your colleagues see; Publish puts it on the site within seconds.",
    projects: "Projects",
    newProject: "Add a project",
    columns: {
      project: "Project",
      state: "State",
      version: "Version",
      translations: "Translations",
    },
    states: {
      draft: "Draft, never published",
      published: "Published",
      unpublished: "Taken off the site",
    },
    draftPending: "Unpublished changes",
    toDo: (count: number) => (count === 0 ? "All done" : `${count} to do`),
    /** A draft's English texts still empty: publishing refuses it until they are written. */
    toFill: (count: number) =>
      count === 1
        ? "1 field to fill before publishing"
        : `${count} fields to fill before publishing`,
    /** What a preview shows for an English text not written yet. */
    notWritten: (field: string) => `[${field}: not written yet]`,
    translationsLink: "Translations to do",
    edit: "Edit",
    history: "History",
    backToList: "All content",
    editTitle: (title: string) => `Edit: ${title}`,
    newTitle: "New project",
    pageLink: "See it on the site",
    data: "Place and kind",
    words: "Words",
    wordsIntro:
      "English is what the other languages are translated from; a translation left empty shows the English on the site.",
    fields: {
      title: "Title",
      description: "Short description, for cards and search engines",
      overview: "Overview, for the project page",
      customer: "Customer",
      place: "Place",
      period: "Period",
      estimatedCost: "Estimated cost",
      specifications: "Specifications",
    },
    overviewHint: "Paragraphs separated by an empty line.",
    specificationsHint: 'One per line, as "label: value", e.g. "Pump power: 5 HP".',
    category: "Kind of client",
    categories: {
      cooperatives: "Cooperatives",
      individual: "Individual farmers",
      commercial: "Commercial",
      research: "Research & public",
    },
    region: "Region",
    status: "Status",
    lat: "Latitude (° north)",
    lon: "Longitude (° east)",
    coordinatesHint: "Decimal degrees, e.g. 9.03 and 38.74 for Addis Ababa.",
    mapPick: "Map of Ethiopia: click the project's place to set its coordinates",
    mapPickHint:
      "Or click the project's place on the map: it fills in the coordinates to a hundredth of a degree (about 1 km); type them for more precision. Nothing is saved until you save.",
    mapScrolls: "Scroll the map sideways for the east of the country.",
    mapPicked: (lat: number, lon: number) =>
      `Place set from the map: ${lat}° north, ${lon}° east. Save the draft or publish to keep it.`,
    image1: "Card picture",
    image2: "Second picture",
    noImage: "None",
    showAllPictures: (count: number) => `Show all ${count} to choose from`,
    photosOfProject: "Photos",
    photosOfProjectHint:
      "Photos from the photo library, in order: the first shows on the project's card and at the top of its page, instead of the picture. Only photos with an English description can be chosen.",
    photoChoice: (position: number) =>
      position === 1 ? "Photo 1 (the card's)" : `Photo ${position}`,
    noPhoto: "No photo",
    noPhotosToChoose:
      "No photo of the library can be chosen yet: upload photos and describe them in English first.",
    openLibrary: "Open the photo library",
    english: "English",
    missing: "Missing: the site shows the English",
    outdated: "Out of date: the English changed since this was translated",
    /** On the translations to do: a post's text lacking parts of the English (`bodyShort`). */
    incomplete: "Shorter than the English: the page in this language shows only what this text has",
    confirm: "This translation is still right for the new English",
    save: "Save draft",
    publish: "Save and publish",
    preview: "Preview the draft",
    previewIn: (language: string) => `Preview in ${language}`,
    /** Beside the preview links of the project and post editors: they show what is stored. */
    previewSaved: "A preview shows the last saved draft: save the draft first to see your changes.",
    /** A draft never published: deleting it, with a box to tick first (no script asks). */
    deleteDraft: "Delete this draft",
    deleteDraftConfirm:
      "Yes, delete this draft: it was never on the site, and what it holds cannot be brought back.",
    deleteDraftUnconfirmed: "Not deleted: tick the box under Delete this draft to confirm first.",
    draftDeleted: (id: string) => `The draft ${id} is deleted. It was never on the site.`,
    unpublish: "Take off the site",
    unpublishHint: "Its address then answers that the project is no longer on the site.",
    /** The projects on the site are in more regions than the regions figure says. */
    regionsBehind: (regions: number, figure: number) =>
      `The projects on the site are now in ${regions} regions, but the regions figure on the About and Services pages says ${figure}.`,
    regionsBehindLink: "Change the figure under Company details",
    /** Taking an item off the site: a box to tick first (no script asks), as deleting has. */
    unpublishConfirm: "Yes, take it off the site now. Publishing it again brings it back.",
    unpublishUnconfirmed:
      "Not taken off the site: tick the box under Take off the site to confirm first.",
    revision: (version: number, by: string, at: string, offSite = false) =>
      version === 0
        ? `Not published yet. Last saved by ${by}, ${at}.`
        : offSite
          ? `Taken off the site: version ${version} was the last one on it. Last change by ${by}, ${at}.`
          : `Version ${version} is on the site. Last change by ${by}, ${at}.`,
    saved: "Draft saved. It is not on the site until you publish it.",
    /** Save as a draft of what the site shows: no draft is kept (an earlier one is dropped). */
    unchangedDraft: "Nothing to save: the form shows what the site shows, so no draft is kept.",
    /** After "published", when the English left translations out of date (marked in the form). */
    publishedOutdated:
      "The texts marked “Out of date” below still show their old translation on the Amharic or Afaan Oromo pages: update them and publish again.",
    /** Published; no files counted: a second press of Save and publish, answered as the first. */
    published: (files: number) =>
      files > 0
        ? `Published: ${files} files of the site were renewed, in every language.`
        : "Published: the site shows it, in every language.",
    unpublished: "Taken off the site.",
    /** An earlier version (`from`, 0 when unknown) published again as version `as`. */
    restored: (from: number, as: number, photosGone = 0) =>
      (from > 0
        ? `Version ${from} is on the site again, as version ${as}.`
        : `An earlier version is on the site again, as version ${as}.`) +
      (photosGone === 0
        ? ""
        : photosGone === 1
          ? " Without 1 of its photos, deleted from the library since: choose another in the editor if the page needs one."
          : ` Without ${photosGone} of its photos, deleted from the library since: choose others in the editor if the page needs them.`),
    stale: (by: string, at: string) =>
      `Not saved: ${by} changed this project at ${at}, after you opened it.`,
    /**
     * After a stale editor's "Not saved" (`stale`): what the form now shows, merged field by
     * field with the colleague's change (`theirs`, `conflicts`: the fields' labels).
     */
    merged: (theirs: readonly string[], conflicts: readonly string[]) =>
      [
        conflicts.length > 0
          ? `You both changed ${conflicts.join(", ")}: your text is kept there, with theirs beside it to compare.`
          : "",
        theirs.length > 0
          ? `Their changes to ${theirs.join(", ")} are now in the form; yours are kept.`
          : conflicts.length === 0
            ? "Your text is still below; nothing else they changed differs from it."
            : "",
        "Saving again keeps what is in the form.",
      ]
        .filter(Boolean)
        .join(" "),
    /** At a field both changed: the colleague's value beside the saver's, kept in the box. */
    conflict: (by: string, theirs: string) =>
      theirs.trim() === ""
        ? `${by} emptied this; yours is kept in the box.`
        : `${by} changed this too, to: “${theirs.trim()}”. Yours is kept in the box.`,
    /** Over a refused form, instead of the draft's notice: the form shows what was sent, not the draft. */
    mergedDraft: (by: string, at: string) =>
      `A draft saved by ${by}, ${at}, is stored. The form below shows what you sent, not that draft: saving replaces it.`,
    /** A stale settings form merged (`merged` follows). */
    settingStaleMerged: (by: string, at: string) =>
      `Not saved: ${by} changed this setting at ${at}, after you opened this page.`,
    settingStale: (by: string, at: string) =>
      `Not saved: ${by} changed this setting at ${at}, after you opened this page. Your text is still below. To put it in place of their change, tick the box above the buttons and send again.`,
    /** A stale discard: nothing was typed, so nothing is offered. */
    settingDiscardStale: (by: string, at: string) =>
      `Not discarded: ${by} changed this setting at ${at}, after you opened this page. Open the page again to see it as it is now.`,
    /** The box a stale save's answer offers (`settingStale`), and the link to compare. */
    replaceTheirs: (by: string, at: string) =>
      `Replace ${by}'s change of ${at} with what is in this form`,
    seeTheirs: (by: string) => `See the page with ${by}'s change (opens a new tab)`,
    invalid: (count: number) =>
      count === 1 ? "There is a problem with 1 field." : `There are problems with ${count} fields.`,
    nothingToPublish: "Nothing to publish: the site already shows this.",
    /** Beside a text longer than its field keeps (projects, posts, settings). */
    tooLong: (limit: number, length: number) => `At most ${limit} characters (${length} now).`,
    publishFailed: (why: string) =>
      `Saved, but not published: ${why} The site still shows the previous version.`,
    historyTitle: (title: string) => `History: ${title}`,
    historyIntro:
      "Every version that was on the site, newest first. Restoring publishes that version again as a new one.",
    versionLine: (version: number, by: string, at: string) =>
      `Version ${version}, published by ${by}, ${at}`,
    restoredFrom: (version: number) => `(restored version ${version})`,
    seedVersion: "The site's first content, as it was set up: no one on the staff wrote it.",
    seedAuthor: "the site's first setup",
    changes: "What changed",
    noChanges: "Nothing changed from the version before.",
    restore: (version: number) => `Restore version ${version}`,
    /** Before restoring a version whose photos were deleted from the library since. */
    restoreWithoutPhotos: (count: number) =>
      count === 1
        ? "1 photo of this version was deleted from the library since. Restoring it puts this version on the site without that photo."
        : `${count} photos of this version were deleted from the library since. Restoring it puts this version on the site without them.`,
    restoreDiscards: (by: string, at: string) =>
      `A draft saved by ${by}, ${at}, is waiting in the editor. Restoring a version discards it, once you tick the box above the version's button.`,
    /** Over a new project's or post's editor, before its first save. */
    newDraft: (by: string, at: string) =>
      `A new draft, opened by ${by}, ${at}. Save it to keep what you type; it is not on the site until it is published.`,
    /** Beside each restore button while a draft waits: restoring discards it, once ticked. */
    restoreDiscardConfirm: (by: string) => `Yes, discard the draft saved by ${by}`,
    restoreUnconfirmed: (by: string) =>
      `Not restored: a draft saved by ${by} is waiting. Tick the box above the version's button to discard it with the restore, or publish or discard the draft first.`,
    restoreStale: (by: string, at: string) =>
      `Not restored: ${by} made a change at ${at}, after you opened this page. Look at the versions again, then restore.`,
    current: "On the site now",
    before: "Before",
    after: "After",
    empty: "(empty)",
    translationsTitle: "Translations to do",
    translationsIntro:
      "Text that is missing in a language, or whose English changed after it was translated, or a post's text shorter than its English. Where a translation is missing, pages show the English; where it is out of date, they show the old translation until it is updated. A page in a language whose text is shorter shows only what it has.",
    noTranslations: "Nothing to translate: every text is translated and up to date.",
    language: "Language",
    part: "Text",
    stateColumn: "State",
    previewBanner: "Preview of a draft: not on the site. Links lead to the public site.",
    /** Before the links to the same preview in each language. */
    previewLanguages: "This preview in:",
    previewSetting: "Preview on the site (opens a new tab)",
    /**
     * What a button of a page with several forms acts on, after its words for screen readers
     * only ("Save as a draft – Headline figures"): the visible words stay short.
     */
    buttonOf: (what: string) => ` – ${what}`,
    /** A settings document's draft: saved for every editor to see, not on the site. */
    settingDraft: {
      save: "Save as a draft",
      notice: (by: string, at: string) =>
        `This form shows a draft saved by ${by}, ${at}. It is not on the site until it is published.`,
      /** Under the notice: the fields the draft changes from the site, by their labels. */
      changes: (fields: readonly string[]) =>
        `It changes, from what the site shows: ${fields.slice(0, 8).join("; ")}${fields.length > 8 ? `; and ${fields.length - 8} more` : ""}.`,
      discard: "Discard the draft",
      /** The box ticked before a draft is discarded (no script asks): it may be a colleague's. */
      discardConfirm:
        "Yes, discard it: its changes are not kept anywhere, not even in the history.",
      discardUnconfirmed:
        "Not discarded: tick the box beside Discard the draft to confirm first. The draft is kept.",
      discarded: "Draft discarded: the form shows what the site shows.",
      restoreDiscards: (by: string, at: string) =>
        `A draft saved by ${by}, ${at}, is waiting on the settings page. Restoring a version discards it, once you tick the box above the version's button.`,
    },
    settingPreviewGone:
      "This preview is no longer kept (previews last 30 minutes). Press Preview on the settings page again.",
    notFound: "There is no such project.",
    /** Reports and news posts: the blog and their own pages. */
    posts: {
      /**
       * Under a translated text that lacks parts of the English (`missingBodyParts`): which, and
       * what the page in that language then shows.
       */
      bodyShort: ({ sections, phases, conclusion, quote }: MissingBodyParts) => {
        const parts = [
          ...(sections > 0 ? [sections === 1 ? "1 section" : `${sections} sections`] : []),
          ...(phases > 0 ? [phases === 1 ? "1 progress phase" : `${phases} progress phases`] : []),
          ...(conclusion ? ["the conclusion"] : []),
          ...(quote ? ["the quote"] : []),
        ];
        const listed =
          parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
        return `Shorter than the English: ${listed} missing. The page in this language shows only what this text has: translate the rest, or empty the box to show the English.`;
      },
      title: "Reports and news",
      add: "Add a post",
      newTitle: "New post",
      data: "Date and pictures",
      date: "Date",
      dateHint: "Pick the day from the calendar: the blog lists the newest first.",
      readMinutes: "Reading time in minutes",
      image: "Picture (shown when the post has no photo)",
      photosHint:
        "Photos from the photo library, in order: the first shows on the post's card and at the top of its page, instead of the picture. Only photos with an English description can be chosen.",
      fields: {
        title: "Title",
        summary: "Summary, for the card and search engines",
        author: "Author",
        authorRole: "Author's role",
        category: "Kind of post, e.g. “Project report”",
        tags: "Tags",
        body: "Text",
      },
      tagsHint: "One tag per line.",
      bodyHint:
        "Paragraphs separated by an empty line. “## ” starts a section with its title. Optional lines in a section: “[picture] name”, “[figure] 60 | Pump sets delivered”, “[challenge] …”, “[solution] …”, “[recommendation] …”, “[deliverable] …”. Progress: “[phase] Delivery | March 2026” with “[task] Completed | what | note”, a task being Completed, In Progress, Delayed, Underway or Pending. At the end: “[conclusion]” and “[quote] name | role” with the words below. Keep the markers in English in every language.",
      unpublishHint: "Its address then answers that the post is no longer on the site.",
      stale: (by: string, at: string) =>
        `Not saved: ${by} changed this post at ${at}, after you opened it.`,
      notFound: "There is no such post.",
    },
    photos: {
      link: "Photo library",
      title: "Photo library",
      intro:
        "Photos of the company's work for the project pages. Upload JPEG, PNG or WebP files of up to 20 MB each, from a phone or a computer, one or several at a time. The site publishes copies in three formats at three sizes, without the camera's location or other hidden data; the original is kept privately.",
      upload: "Upload photos",
      files: "Photos",
      /** The file field's hint: the largest file (MB) and the fewest pixels on the shorter side. */
      filesHint: (megabytes: number, least: number) =>
        `JPEG, PNG or WebP, up to ${megabytes} MB each and at least ${least} pixels on the shorter side. iPhone photos: send them as JPEG (Most Compatible).`,
      englishAlt: "What the photos show, in English",
      englishAltHint:
        "For people who cannot see them, e.g. “A solar pump feeding a drip line in an onion field”. You can describe each photo in every language on its own page.",
      send: "Upload",
      uploaded: (count: number) =>
        count === 1 ? "1 photo uploaded." : `${count} photos uploaded.`,
      refused: (count: number) =>
        count === 1 ? "1 file was not uploaded:" : `${count} files were not uploaded:`,
      /** Files whose very bytes are already in the library: not stored again. */
      inLibraryTitle: (count: number) =>
        count === 1
          ? "1 file is already in the library, so it was not uploaded again:"
          : `${count} files are already in the library, so they were not uploaded again:`,
      inLibrary: (file: string, stored: string) =>
        file === stored
          ? `“${file}” is already in the library.`
          : `“${file}” is already in the library, as “${stored}”.`,
      openInLibrary: (stored: string) => `Open “${stored}” in the library`,
      none: "No photos yet.",
      chooseFile: "Choose at least one photo to upload.",
      tooMany: "Upload at most 10 photos at a time.",
      list: "Photos in the library",
      photoLink: (name: string) => `Describe and place “${name}”`,
      /**
       * A photo in the editors' menus and the histories: what it shows, its file, the day it was
       * uploaded and the start of its id, so two uploads of one file can be told apart.
       */
      choice: (description: string, file: string, day: string, shortId: string) =>
        `${description ? `${description} ` : ""}(${file}, uploaded ${day}, ${shortId})`,
      /** A photo a history names that was deleted from the library since. */
      goneSince: (shortId: string) => `A photo deleted from the library since (${shortId})`,
      details: (width: number, height: number, bytes: number, by: string, at: string) =>
        `${width} × ${height} pixels, ${bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`}, uploaded by ${by}, ${at}.`,
      usedOn: (titles: readonly string[]) =>
        titles.length === 0 ? "Not used on any page." : `Used on: ${titles.join(", ")}`,
      noAlt: "No English description yet: pages cannot use it.",
      editTitle: (name: string) => `Photo: ${name}`,
      describe: "Description for people who cannot see the photo",
      describeHint:
        "One sentence: what it shows and where. The site shows the English where a language has none.",
      saveAlts: "Save the descriptions",
      /** An English description emptied on a photo that pages show (their titles). */
      englishRequired: (titles: readonly string[]) =>
        `Write the English description: the photo is shown on ${titles.join(", ")}, and the site shows the English where a language has none.`,
      stale: (by: string, at: string, part: "alts" | "focus") =>
        part === "alts"
          ? `Not saved: ${by} changed this photo's descriptions at ${at}, after you opened this page. Your text is still below, with theirs under each field where the two differ. Saving again puts yours in place of theirs, which stay under “Earlier descriptions” to put back.`
          : `Not saved: ${by} changed this photo's focal point at ${at}, after you opened this page. Your choice is still in the fields below; the picture and the line above it show theirs. Saving again puts yours in place of theirs.`,
      /** Under a description refused as stale: the colleague's text stored now (`stale`). */
      theirs: (by: string, alt: string) => `Saved by ${by}: ${alt}`,
      lastChange: (by: string, at: string) => `Last change by ${by}, ${at}.`,
      /** What the descriptions said before each change (`EarlierDescriptions`). */
      earlier: "Earlier descriptions",
      earlierIntro:
        "What the descriptions said before each change, newest first. Putting one back saves it as a new change, and renews the pages that show the photo.",
      earlierNone: "None yet: the descriptions have not been changed since the photo was uploaded.",
      earlierBy: (by: string, at: string) => `Saved by ${by}, ${at}`,
      earlierEmpty: "(none)",
      putBack: "Put these descriptions back",
      putBackOf: (by: string, at: string) => ` (saved by ${by}, ${at})`,
      savedUnchanged: "Nothing to save: the descriptions and the focal point are as they were.",
      /** Saved as it was, on a photo pages show: those pages were renewed all the same. */
      savedUnchangedRenewed:
        "Nothing to save: the descriptions and the focal point are as they were. The pages that show the photo were renewed with them.",
      focus: "Focal point",
      focusIntro:
        "Cards and page tops crop photos to fit. Click the photo on the subject (a pump, a farmer) to keep it in view; without a mouse, type where it is across and down.",
      focusImage: "Click the subject of the photo to make it the focal point",
      focusX: "Across, from the left (%)",
      focusY: "Down, from the top (%)",
      saveFocus: "Save the focal point",
      focusNow: (x: number, y: number) => `The focal point is ${x}% across and ${y}% down.`,
      crops: "How pages crop it",
      cardCrop: "Project card",
      squareCrop: "Square",
      /** Saved, on a photo that published pages show: they were rendered again. */
      saved: "Saved. Pages that show this photo were renewed.",
      /** Saved, on a photo no published page shows. */
      savedUnused: "Saved.",
      delete: "Delete the photo",
      deleteHint:
        "Deletes the original and every copy. A photo that a page or a draft shows cannot be deleted.",
      deleteConfirm: "Yes, delete this photo for good. It cannot be brought back.",
      deleteUnconfirmed:
        "Not deleted: tick the box first to confirm it. A deleted photo cannot be brought back.",
      inDrafts: (titles: readonly string[]) =>
        `In drafts not on the site yet: ${titles.join(", ")}`,
      inDraft: (pages: string) =>
        `Not deleted: a draft not on the site yet uses it (${pages}). Take it out of the draft or discard the draft, then delete it.`,
      deleted: "The photo was deleted.",
      /** The published pages that show the photo (projects, posts, the team page), by address. */
      inUse: (pages: string) =>
        `Not deleted: the photo is used on these pages: ${pages}. Take it off those pages first, then delete it.`,
      notFound: "There is no such photo.",
      percent: "Type a number from 0 to 100.",
      /** Why a file was not uploaded, and what to do. */
      refusals: {
        tooLarge: (name: string) =>
          `“${name}” is larger than 20 MB. Send a smaller copy: most phones can share a photo at a lower size.`,
        /**
         * A file far over the limit (over 40 MB: a video chosen by mistake) stops the reading
         * of the form, before its name is useful; one up to 40 MB is refused by its name.
         */
        someTooLarge: `A file is far larger than a photo may be (20 MB), so none was uploaded: send a smaller copy (most phones can share a photo at a lower size).`,
        notImage: (name: string) =>
          `“${name}” is not a photo this site can read. Upload a JPEG, PNG or WebP file.`,
        heic: (name: string) =>
          `“${name}” is an HEIC photo (an iPhone's usual format). Send it as JPEG: on the iPhone, Settings › Camera › Formats › Most Compatible, or share it by e-mail or WhatsApp, which sends JPEG.`,
        unsupported: (name: string, format: string) =>
          `“${name}” is a ${format.toUpperCase()} file. Upload a JPEG, PNG or WebP photo.`,
        tooManyPixels: (name: string, width: number, height: number, megapixels: number) =>
          `“${name}” is ${width.toLocaleString("en")} × ${height.toLocaleString("en")} pixels, more than this site can safely open (${megapixels} megapixels). Resize it and upload it again.`,
        tooFewPixels: (name: string, width: number, height: number, least: number) =>
          `“${name}” is only ${width.toLocaleString("en")} × ${height.toLocaleString("en")} pixels: too small to show sharply on the site. Upload the photo itself, at least ${least} pixels on its shorter side (a phone's camera takes far larger ones), not a small copy of it.`,
        empty: (name: string) => `“${name}” is empty. Choose the photo again.`,
      },
    },
    /** The list editors' buttons (offices, hours, team members, questions). */
    rows: {
      up: (what: string) => `Move ${what} up`,
      down: (what: string) => `Move ${what} down`,
      remove: (what: string) => `Remove ${what}`,
      changed:
        "The list changed on this page only. Publish to put it on the site, or leave the page to drop the change.",
    },
    company: {
      link: "Company: contact details, offices and headline figures",
      title: "Company: contact details, offices and figures",
      intro:
        "The phone, e-mail, offices, business hours and social links every page shows (header, footer, contact page, chat, search engines), and the company's headline figures. Publishing renews every page of the site in every language.",
      contact: "Contact details",
      phone: "Main phone",
      phoneHint: "As visitors should see it, e.g. +251 11 555 0100.",
      email: "Main e-mail",
      headOffice: "Head office, one line",
      hours: "Business hours",
      hoursHint: "The home page's table. Each row: the days, then the hours.",
      hoursRow: (row: number) => `Business hours row ${row}`,
      days: "Days",
      time: "Hours",
      addHours: "Add a row of business hours",
      offices: "Offices",
      officesHint: "The first office is the head office. Each is listed on the contact page.",
      office: (row: number) => `Office ${row}`,
      city: "City",
      address: "Address (press Enter between its lines)",
      officeHours: "Opening hours",
      officePhone: "Office phone",
      officeEmail: "Office e-mail",
      openingHours: "Opening hours for search engines",
      openingHoursHint: "Days and hours as Mo-Sa 08:00-18:00.",
      addOffice: "Add an office",
      social: "Social links",
      socialHint: "The full address of each profile, or empty to leave the network out.",
      socialLink: (network: string) => `${network} address`,
      video: "Demo video",
      videoLink: "Address of the video on YouTube",
      videoHint:
        "The home page's “Watch video” button plays it, in every language. Paste the video's address as YouTube gives it (its Share button, or the browser's address bar), e.g. https://www.youtube.com/watch?v=aqz-KE-bpKQ.",
      publish: "Publish the contact details",
      published: "The new contact details are on the site.",
      figures: "Headline figures",
      figuresIntro:
        "Shown on the home, About, Services, Projects and Get Started pages and in the chat (the permanent and temporary staff on the About page). Type a whole number, with + for “or more”; a percentage without +. Every page that makes the same claim shows the same figure.",
      figure: {
        farmers: "Farmers served",
        regions: "Regions",
        systems: "Solar systems installed",
        staff: "Staff",
        permanent: "Permanent staff",
        seasonal: "Temporary field staff (drilling and installation seasons)",
        hectares: "Hectares irrigated",
        investment: "Clients’ total investment, in millions of birr",
        yieldIncrease: "Average yield increase, in %",
        costReduction: "Irrigation cost reduction against diesel, “up to”, in %",
        waterSavings: "Water saved by drip irrigation against flooding, “up to”, in %",
        satisfaction: "Customer satisfaction, in %",
      },
      publishFigures: "Publish the figures",
      figuresPublished: "The new figures are on the site.",
    },
    faqs: {
      link: "Questions and answers (contact and financing pages)",
      title: "Questions and answers",
      intro:
        "The questions the contact and financing pages answer, in order, in every language. Publishing renews both pages in every language. Where a headline figure belongs, write its name in braces ({regions}, {farmers}, {systems}): the pages show the published figure, so an answer never contradicts it.",
      pages: { contact: "Contact page (/contact)", financing: "Financing page (/financing)" },
      entry: (row: number) => `Question ${row}`,
      question: "Question",
      answer: "Answer",
      add: (page: string) => `Add a question to the ${page}`,
      addTo: { contact: "contact page", financing: "financing page" },
      publish: "Publish the questions",
      published: "The questions are on the site.",
    },
    team: {
      link: "The team (About page)",
      title: "The team",
      intro:
        "The people the About page introduces, in order, in every language. Publishing renews the About page in every language.",
      member: (row: number) => `Person ${row}`,
      name: "Name",
      role: "Role",
      bio: "About them",
      expertise: "Expertise, one per line",
      achievements: "Achievements, one per line",
      listHint: "Optional. Each line is shown as one item.",
      photo: "Photo",
      photoHint:
        "A photo of the library, described in English. Without one, the page shows the illustrated portrait, or a plain circle for someone added here.",
      portrait: "The illustrated portrait",
      noPhoto: "No photo",
      add: "Add a person",
      publish: "Publish the team",
      published: "The team is on the About page.",
      usedOn: "About page (the team)",
    },
    financing: {
      link: "Financing: example terms and lenders",
      title: "Financing: example loan terms and lenders",
      intro:
        "The loan calculator on /financing and in the sizing tool starts with these terms, labelled as an example, not an offer. Lenders are named on /financing only when you list them here. Publishing renews both pages in every language.",
      terms: "Example loan terms",
      downPayment: "Down payment (% of the price)",
      annualRate: "Interest rate (% a year)",
      method: "How interest is counted",
      methods: { declining: "On the declining balance", flat: "Flat, on the amount lent" },
      months: "Term (months)",
      fee: "One-off fee (% of the amount lent)",
      lenders: "Lenders the page names",
      lendersIntro:
        "Name a lender only with its agreement. What it lends for is shown in each language; the English shows where a language has none. The page lists them in this order; an empty row is left out.",
      lender: (row: number) => `Lender ${row}`,
      addLender: "Add a lender",
      lenderName: "Name, as the lender writes it",
      offers: (language: string) => `What it lends for (${language})`,
      publish: "Publish the financing settings",
      published: "The financing settings are on the site.",
    },
    settings: {
      link: "Prices: the birr rate and list prices",
      title: "Prices: the birr rate and list prices",
      intro:
        "Prices on the site are the company's US dollar list prices converted to birr at this rate, with the day it was set beside them; the sizing tool also uses the drilling rate, the fuel prices and the engine pump sets' prices below. Publishing renews every page that shows a price, in every language.",
      section: "Rate of exchange, drilling, fuel and engines",
      rate: "Birr to one US dollar",
      rateHint: "For example 150. Pages round converted prices and call them indicative.",
      /** A new rate over a quarter away from the site's (`rateJump`): published once confirmed. */
      rateJump: (from: number, to: number, change: number) =>
        `${formatRate(to)} birr to the dollar changes every price on the site by ${change > 0 ? "+" : ""}${change}% (the site uses ${formatRate(from)} now). If it is right, tick the box under the rate and publish again; if not, correct the rate.`,
      rateConfirm: (to: number) =>
        `Yes, ${formatRate(to)} birr to the dollar is right: change every price on the site.`,
      setOn: "Day the rate was set",
      setOnHint:
        "A new rate is dated today when this day is left as it is; pick another day from the calendar if it was set earlier (not in the future).",
      current: (rate: number, setOn: string, by: string, at: string) =>
        `On the site: ${rate} birr to the dollar, set on ${setOn} (published by ${by}, ${at}).`,
      drilling: "Borehole drilling, birr a metre",
      drillingHint:
        "The sizing tool's drilling estimate for a farmer with no borehole yet, e.g. 12000. Set on the same day as the rate.",
      fuel: { diesel: "Diesel, birr a litre", petrol: "Petrol (benzine), birr a litre" },
      fuelHint:
        "The pump price the sizing tool assumes until a farmer types their own, e.g. 120 or 118.50. Set on the same day as the rate.",
      engineLegend: "Engine pump sets",
      engineIntro:
        "What the sizing tool's 15-year comparison pays for the petrol or diesel pump set a farmer would buy instead of solar; the page's assumptions show them in birr, the dollars beside.",
      engine: {
        petrol: {
          usdPerKw: "Petrol set, US dollars a kW",
          minimumUsd: "Smallest petrol set, US dollars",
        },
        diesel: {
          usdPerKw: "Diesel set, US dollars a kW",
          minimumUsd: "Smallest diesel set, US dollars",
        },
      },
      enginePerKwHint:
        "Per kW of the engine's rated power, whole dollars from 10 to 2,000, e.g. 150 (petrol) or 250 (diesel).",
      engineMinimumHint:
        "The price of the smallest set, whatever its power, whole dollars from 50 to 20,000, e.g. 300 (petrol) or 900 (diesel).",
      publish: "Publish the rate",
      published: "The new rate is on the site.",
      listSection: "List prices (US dollars)",
      listIntro:
        "The company's list prices in whole US dollars. The products page shows them in birr at the rate above, with the dollars beside them, in every language.",
      packagesLegend: "Packages",
      packagePrice: (name: string) => `${name} package`,
      recommended: "Marked “Most Popular”",
      noRecommended: "None",
      productsLegend: "Products: starting prices",
      publishList: "Publish the list prices",
      listPublished: "The new list prices are on the site.",
    },
    /** The history and translations of the settings documents (each kind's names). */
    settingHistory: {
      names: {
        prices: "Rate of exchange, drilling, fuel and engine prices",
        catalogue: "List prices",
        financing: "Financing settings",
        "catalogue-words": "Product names and descriptions",
        company: "Contact details",
        figures: "Headline figures",
        faqs: "Questions and answers",
        team: "The team",
      },
      link: (name: string) => `History: ${name.toLowerCase()}`,
      links: "Earlier versions",
      notFound: "There is no such setting.",
      restoreFailed: (why: string) => `Not restored: ${why} The site still shows what it showed.`,
      stale: (by: string, at: string) =>
        `Not restored: ${by} changed this setting at ${at}, after you opened this page. Look at the versions again, then restore.`,
      restored: (version: number) => `Version ${version} is on the site again, as a new version.`,
      confirmed: "Translations were confirmed as still right for their English; no text changed.",
      listPrice: "list price",
      itemName: "Name",
      description: "What it is",
      features: "Selling points",
      lenderName: "Name",
      offers: "What it lends for",
      /** A list's rows moved (after the list's name: "Offices · order"). */
      order: "order",
    },
    catalogueWords: {
      link: "Products and packages: names, what they are and their selling points",
      title: "Products and packages: names, descriptions and selling points",
      intro:
        "What the site calls each product and package and what the products page says about it, in every language side by side. English is required; a language left empty shows the English. The names are also the quote form's choices, the sizing tool's offer and the inbox's. Publishing renews those pages in every language.",
      productsLegend: "Products",
      packagesLegend: "Packages",
      name: (language: string) => `Name (${language})`,
      description: (language: string) => `What it is (${language})`,
      features: (language: string) => `Selling points, one per line (${language})`,
      publish: "Publish the names and descriptions",
      published: "The new names and descriptions are on the site.",
    },
  },
  dashboard: {
    title: "Dashboard",
    range: "Period",
    show: "Show",
    datesToFix: "No figures shown: correct the dates below.",
    summary: (total: number, from: string, to: string) =>
      `${total === 1 ? "1 lead" : `${total} leads`} from ${from} to ${to}.`,
    /** After `summary`, when the From typed was more than two years before the To. */
    shortened: (asked: string) =>
      `The dashboard covers at most two years, so it starts there, not on ${asked}.`,
    weekly: "Leads per week",
    weeklyCaption: "Leads per week, by kind (weeks from Monday, Addis Ababa time).",
    weeklyPagesCaption: "The same weeks by the page the leads came from (the busiest pages).",
    otherPages: "Other pages",
    weekOf: "Week of",
    total: "Total",
    leads: "Leads",
    pages: "Pages the leads came from",
    pagesCaption: "Leads by the page their form was on.",
    page: "Page",
    regions: "Regions",
    regionsCaption: "Share of leads per region (only some forms ask for it).",
    region: "Region",
    funnel: "From lead to sale",
    funnelCaption:
      "How many leads reached each stage: contacted, quoted, won (a lead lost after a quote still counts as quoted).",
    stage: "Stage",
    stages: {
      received: "Received",
      contacted: "Contacted",
      quoted: "Quoted",
      won: "Won",
      lost: "Lost",
    },
    response: "How fast we answer",
    median: "Median time to the first response",
    noResponse: "No lead answered yet in this period",
    withinPromise: "Answered within 24 hours",
    withinPromiseValue: (count: number, of: number, share: string) =>
      `${count} of ${of} (${share})`,
    none: "No leads in this period.",
  },
  accounts: {
    title: "Staff accounts",
    intro:
      "Administrators manage accounts, settings and everything else; editors edit the site's content; sales work the inbox.",
    email: "E-mail address",
    role: "Role",
    twoFactor: "Two-factor",
    on: "On",
    off: "Off",
    status: "Status",
    active: "Active",
    disabled: "Disabled",
    changeRole: "Change role",
    /** Read out after "Role" beside each account's list of roles. */
    roleOf: (email: string) => ` of ${email}`,
    disable: "Disable",
    enable: "Enable",
    disableFor: (email: string) => `Disable ${email}`,
    enableFor: (email: string) => `Enable ${email}`,
    you: "you",
    invite: "Invite someone",
    inviteHint:
      "They get a link to choose their password. It works once, within 48 hours. Send it to them yourself, by e-mail or Telegram.",
    sendInvite: "Make the invitation link",
    inviteLink: (email: string) => `The invitation link for ${email} (shown only now):`,
    /** Under the link, when the server was started without its address (PUBLIC_URL). */
    inviteAddressUnset: (address: string) =>
      `The server's address is not set (PUBLIC_URL), so the link begins with ${address}, which only this server's own machine can open. Before sending it, put the site's address (such as https://tsehaysolar.et) in place of ${address}, and ask whoever runs the server to set PUBLIC_URL.`,
    pending: "Invitations not used yet",
    expires: "Link expires",
    invitedBy: "Invited by",
    /** What a change did, naming whose account (the address is the answer's: "?done=role&account=4"). */
    roleChanged: (email: string, role: string) =>
      `${email} is now ${role}: signed out everywhere, they sign in again to work as ${role}.`,
    /** After a disable or a role out of sales: the open leads the account still holds. */
    heldLeads: (count: number) =>
      count === 1
        ? "1 open lead is still assigned to them and waits on nobody."
        : `${count} open leads are still assigned to them and wait on nobody.`,
    heldLeadsLink: "Give them a new owner",
    accountDisabled: (email: string) =>
      `${email} is disabled: signed out everywhere, and can no longer sign in. Enable the account to let them back in.`,
    accountEnabled: (email: string) => `${email} can sign in again.`,
    withdraw: "Withdraw",
    withdrawFor: (email: string) => `Withdraw the invitation of ${email}`,
    withdrawn: "The invitation was withdrawn: its link no longer works.",
    noSuchInvitation: "There is no such invitation waiting: it was used, withdrawn or expired.",
  },
  roles: { administrator: "Administrator", editor: "Editor", sales: "Sales" },
  invite: {
    title: "Join the Tsehay Solar staff",
    intro: (email: string, role: string) =>
      `You are invited as ${role}, with the address ${email}. Choose a password to make your account.`,
    password: "Choose a password",
    passwordHint:
      "12 characters or more, on one line, and not easy to guess: a few words you remember work well.",
    create: "Make my account",
    expired:
      "This invitation link has expired: links work for 48 hours. Please ask an administrator for a new one.",
    used: "This invitation link has been used already. Sign in, or ask an administrator for a new link.",
    unknown: "This invitation link is not valid. Please check that you copied all of it.",
    withdrawn:
      "This invitation link was withdrawn by an administrator. If you should have an account, please ask them for a new link.",
  },
  security: {
    title: "My account and security",
    required:
      "Administrators sign in with a code from an authenticator app as well as their password. Please turn it on to continue.",
    twoFactor: "Two-factor sign-in",
    twoFactorOn: (left: number) =>
      `On. You sign in with your password and a code from your authenticator app. ${left} of 10 recovery codes left.`,
    twoFactorOff:
      "Off. Add a second step to signing in: a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, FreeOTP, Aegis or any other).",
    setupSteps: [
      "Open your authenticator app and add an account by scanning this QR code.",
      "If you cannot scan, type this key into the app instead:",
      "Type the 6-digit code the app now shows, to confirm.",
    ],
    qrAlt: "QR code for your authenticator app",
    confirm: "Turn on two-factor sign-in",
    confirmWrong: "That code is wrong or too old. Type the code the app shows now.",
    /** The secret being set up was over 30 minutes old (`ENROLMENT_MS`): the page shows a new one. */
    confirmExpired:
      "This set-up was started over 30 minutes ago, so it has a new code now. Remove the entry you added to the app, scan the new code below (or type its key), and type the code the app shows.",
    recoveryTitle: "Your recovery codes",
    recoveryIntro:
      "Keep these ten codes somewhere safe, away from your phone: each one signs you in once if you lose the phone. They are shown only now.",
    /** A link that saves the codes as a file (no script: a data address with `download`). */
    recoveryDownload: "Save the codes as a text file",
    /** The file's first line, above the codes, and its name. */
    recoveryFileTitle: (brand: string) =>
      `${brand} staff area: recovery codes. Each one signs you in once, in place of the code from your phone.`,
    recoveryFileName: "recovery-codes.txt",
    /** The password the two-factor form asks for before its codes or its turning off. */
    twoFactorPassword: "Your password",
    twoFactorPasswordHint:
      "Type it to make new recovery codes or to turn two-factor sign-in off. Your other sessions will be signed out.",
    newCodesPasswordHint:
      "Type it to make new recovery codes. Your other sessions will be signed out.",
    /** The password the set-up asks for with the code. */
    enrolPasswordHint: "Type it to turn two-factor sign-in on.",
    twoFactorPasswordWrong: "That password is wrong. Nothing was changed.",
    newCodes: "Make 10 new recovery codes",
    newCodesHint: "The old codes stop working.",
    turnOff: "Turn off two-factor sign-in",
    turnOffRefused: "Administrators cannot turn off two-factor sign-in.",
    turnedOff: (ended: number) =>
      ended === 0
        ? "Two-factor sign-in is off."
        : `Two-factor sign-in is off, and ${ended === 1 ? "1 other session was" : `${ended} other sessions were`} signed out.`,
    /** Five wrong passwords in 15 minutes (here or at sign-in): 429 until the oldest is 15 minutes old. */
    passwordThrottled: (minutes: number) =>
      `Too many wrong passwords. Nothing was changed: please try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}.`,
    sessions: "Where you are signed in",
    device: "Device",
    signedIn: "Signed in",
    lastUsed: "Last used",
    thisDevice: "This device",
    endOthers: "Sign out everywhere else",
    endAll: "Sign out everywhere, here too",
    endedOthers: (n: number) =>
      n === 1 ? "1 other session was signed out." : `${n} other sessions were signed out.`,
    password: "Change your password",
    currentPassword: "Current password",
    newPassword: "New password",
    newPasswordHint:
      "12 characters or more, not easy to guess: a few words you remember work well. Your other sessions will be signed out.",
    changePassword: "Change password",
    passwordChanged: "Your password was changed, and your other sessions were signed out.",
  },
  email: "E-mail address",
  password: "Password",
  signIn: "Sign in",
  signOut: "Sign out",
  /** An address under /staff that is no page of the inbox. */
  noSuchPage: "There is no page of the staff inbox at this address.",
  /** The heading of a staff page's refusal, by its status; its message says why. */
  refusal: {
    400: "Not understood",
    403: "Not open to you",
    404: "No such page",
    405: methodNotAllowed.heading,
    409: "Changed by someone else meanwhile",
    410: "This link no longer works",
    413: "Too much sent",
    415: "Sent the wrong way",
    422: "Please check what you sent",
    429: "Too many attempts",
    other: "Something went wrong",
    /** A form sent from a page of an earlier sign-in (its token no longer matches): 403. */
    expired: "This form had expired",
    /** A form sent after its session ended: 401. */
    401: "You were signed out",
    /** A change sent to a lead that a colleague deleted after the page was opened: 404. */
    leadGone: "This lead was deleted",
  },
  /** The refusal of an expired form: what was typed, given back to copy (never stored). */
  expiredForm: {
    message:
      "Nothing was saved: the page was opened in an earlier sign-in. Copy your text, reload the page and save again.",
    signedOut:
      "Nothing was saved: you were signed out before you sent it. Sign in again in a new tab, which opens the form again: this page keeps your text below, to copy into it and save.",
    /** The session ended after 2 hours without activity (`IDLE_TIMEOUT_MS`). */
    signedOutIdle:
      "Nothing was saved: you were signed out after 2 hours without activity. Sign in again in a new tab, which opens the form again: this page keeps your text below, to copy into it and save.",
    /** Opens in a new tab, so the text given back stays on screen while signing in. */
    signIn: "Sign in again (opens a new tab)",
    submitted: "What you sent",
    submittedIntro:
      "Your text, as you typed it. Select it and copy it before you leave this page: it is not kept anywhere.",
    /** Where the form says what its fields held when its page was loaded: those changed since. */
    changed: "What you changed",
    /** …and the fields as the page showed them, after. */
    unchanged: "Unchanged since you opened the page",
    /** A field whose label the refusal cannot know: its name in the form. */
    unnamed: (name: string) => `Field “${name}”`,
  },
  /** A form sent to a staff page that takes none (405), and the way back to the page. */
  takesNoForm: {
    message:
      "Nothing was done: this page shows what is stored and takes no form. Open the page again to use it.",
    openPage: methodNotAllowed.action,
  },
  /** A staff POST whose body is no form (415) or cannot be read to its end (400): nothing done. */
  unreadableForm: {
    notAForm:
      "Nothing was saved: what was sent is not a form of the staff pages. Open the page again and send its form from there.",
    damaged:
      "Nothing was saved: the form arrived incomplete and could not be read. Go back, reload the page and send it again.",
  },
  /**
   * A staff form over its limit (413), read whole up to what the server takes (2 MB): what was
   * typed is given back below the message.
   */
  tooLargeForm: (limitKb: number, sentKb: number) =>
    `Nothing was saved: this form takes at most ${limitKb} KB and was sent with ${sentKb} KB (a long text pasted, or one in Ge'ez letters, which take 3 to 9 bytes each). Your text is below: copy it, shorten the longest part, reload the page and save again.`,
  /** A staff form over even what the server reads (2 MB): nothing of it could be read back. */
  tooLargeUnread: (limitKb: number) =>
    `Nothing was saved: this form was sent with more than ${limitKb} KB, more than any staff form takes, so it could not be read back. Go back to the page (the browser may still show your text), shorten the longest part and save again.`,
  /** A staff form sent from another site's page: refused (403). */
  crossSite: "This form can only be sent from the staff inbox itself.",
  /** The refusal's way on: /staff opens each role's first page. */
  start: "Back to your start page",
  fault: "Something went wrong. Please go back and try again.",
  wrongPassword: "The e-mail address or the password is wrong, or the account is disabled.",
  /**
   * Five wrong passwords for the account from this address (an IPv6 /64) in 15 minutes, or twenty
   * from every address and this browser never signed in with. An administrator's new password
   * (`npm run staff -- reset`) or "Enable" on the accounts page lifts it at once.
   */
  throttled:
    "Too many failed sign-ins. Please wait 15 minutes and try again, or ask an administrator to set a new password for you: that lifts the wait at once.",
  leadsTitle: "Leads",
  leadTitle: (reference: string) => `Lead ${reference}`,
  newCount: (n: number) => (n === 1 ? "1 new lead" : `${n} new leads`),
  newInInbox: (n: number) => (n === 1 ? "1 new lead in the inbox" : `${n} new leads in the inbox`),
  overdueCount: (n: number) =>
    n === 1 ? "1 lead waits over 24 hours" : `${n} leads wait over 24 hours`,
  /**
   * Notification e-mails waiting in the outbox for long (the leads list and the dashboard): how
   * many, since when (East Africa Time) and the last try's error, without any personal data.
   */
  mailDelayed: (count: number, since: string, reason: string) =>
    `${count === 1 ? "1 e-mail has" : `${count} e-mails have`} not gone out since ${since}${reason ? ` (the last try failed: ${reason})` : ""}. Enquiries are safe in this inbox; check the mail settings.`,
  mailDelayedTitle: "Notification e-mails are not going out",
  /** A New lead's age, within the 24-hour promise. */
  waiting: (age: string) => `Waiting ${age}`,
  /** A New lead past the 24-hour promise. */
  overdue: (age: string) => `Overdue: waiting ${age}`,
  firstResponse: "First response",
  noResponseYet: "None yet: the lead is New",
  respondedAfter: (when: string, after: string) => `${when}, ${after} after it arrived`,
  ethiopianDate: "Ethiopian calendar",
  noticeVersion: "Privacy notice",
  noticeOf: (date: string) => `Sent under the notice of ${date}`,
  matching: (n: number) => (n === 1 ? "1 lead matches" : `${n} leads match`),
  filters: "Filter the leads",
  /** The inbox's folded filters, with how many are chosen. */
  filtersToggle: (chosen: number) => (chosen === 0 ? "Filters" : `Filters (${chosen} chosen)`),
  search: "Search",
  // What the search reads (enquiries.server.ts, whereOf): not the stored fields' names.
  searchHint:
    "Name, phone, e-mail, reference, what the visitor wrote or chose, or the internal note",
  status: "Status",
  kind: "Kind",
  region: "Region",
  from: "From",
  to: "To",
  /** A date filter as typed that is not a day, or a To before its From (400), by the field. */
  dateProblem: (problem: "not-a-day" | "before-from", typed: string) =>
    problem === "not-a-day"
      ? `“${typed.slice(0, 40)}” is not a date. Choose a day from the calendar, or type it as YYYY-MM-DD.`
      : `The To date, ${typed}, is before the From date. Choose a To date on or after it.`,
  datesToFix: "No leads shown: correct the dates above.",
  /** A CSV asked for with such dates: its page says which. */
  datesToFixFile: "Nothing exported: correct the dates on the page first.",
  accessDatesToFix: "No entries shown: correct the dates above.",
  any: "Any",
  apply: "Apply filters",
  clear: "Clear",
  exportCsv: "Export these leads (CSV)",
  none: "No leads match these filters.",
  /** A page number past the list's end (404), with the way to its last page. */
  noSuchListPage: (page: number, last: number) =>
    `Page ${page} does not exist; the last page is ${last}.`,
  lastPage: (last: number) => `Go to page ${last}`,
  received: "Received",
  name: "Name",
  reference: "Reference",
  previous: "Previous page",
  next: "Next page",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  pageShort: "Page",
  back: "All leads",
  sent: "What the visitor sent",
  origin: "Where it came from",
  page_: "Page",
  language: "Language",
  interest: "Chosen service or package",
  changeStatus: "Change status",
  assignTo: "Assigned to",
  /** Whether an assignment is e-mailed depends on the server's mail settings. */
  assignHint: (emailOn: boolean) =>
    emailOn
      ? "They get an e-mail with the reference and a link."
      : "It shows under their My leads. No e-mail is sent: e-mail is not set up on this server.",
  nobody: "Nobody",
  /**
   * An account in an "Assigned to" choice; one that may no longer be given leads (disabled, or its
   * role no longer works the inbox) is offered only while it holds some, and said so.
   */
  assigneeLabel: (account: { readonly email: string; readonly gone?: "disabled" | "role" }) =>
    account.gone === "disabled"
      ? `${account.email} (disabled)`
      : account.gone === "role"
        ? `${account.email} (no longer in sales)`
        : account.email,
  /** The lead's owner may no longer work it: said at the top of its page. */
  needsNewOwner: (email: string, gone: "disabled" | "role") =>
    gone === "disabled"
      ? `This lead is assigned to ${email}, whose account is disabled: it needs a new owner.`
      : `This lead is assigned to ${email}, who no longer works in sales: it needs a new owner.`,
  chooseNewOwner: "Choose a new owner",
  me: "Me",
  assign: "Save assignment",
  assignedTo: (email: string) => `Assigned to ${email}`,
  assignedSubject: (reference: string) => `Lead ${reference} is assigned to you`,
  assignedText: (reference: string, kind: string, by: string, link: string) =>
    `${by} assigned lead ${reference} (${kind}) to you.\n\nOpen it in the staff inbox: ${link}`,
  saveStatus: "Save status",
  note: "Internal note",
  noteHint: "Seen by staff only. Up to 5,000 characters.",
  saveNote: "Save note",
  trail: "History",
  erase: "Delete this lead",
  eraseHint:
    "For a visitor's erasure request: the enquiry and its details are deleted for good; the history keeps only that it was deleted, why (one of the reasons below), by whom and when.",
  eraseConfirm: "Yes, delete this lead and its personal data",
  eraseReason: "Reason",
  /**
   * The reasons an erasure may give, kept in the history after the lead is gone: a choice, never
   * typed, so no name or number outlives the erasure in it. The first is the default.
   */
  eraseReasons: {
    request: "Erasure request",
    duplicate: "Duplicate lead",
    test: "Test or spam",
    mistake: "Sent by mistake",
  },
  saved: "Saved.",
  /** The lead page's link down to its forms, on a screen too narrow to show them beside it. */
  jumpToActions: "Status, assignment and note",
  /** A save from a lead's page older than the lead's last change (409): who changed what. */
  leadStale: (by: string, at: string, what: string) =>
    `Not saved: ${by} changed this lead at ${at}${what ? ` (${what})` : ""}, after you opened it.`,
  /** The last change, from its line in the history. */
  leadChange: (action: string, detail: string) =>
    action === "status"
      ? `status ${detail}`
      : action === "assigned"
        ? `assigned to ${detail}`
        : action === "corrected"
          ? `corrected ${detail}`
          : detail.toLowerCase(),
  staleStatus: (now: string) =>
    `Its status is now ${now}. Your choice is still selected: save again to replace it.`,
  staleAssignee: (now: string) =>
    `It is now assigned to ${now}. Your choice is still selected: save again to replace it.`,
  staleNote: (empty: boolean) => (empty ? "The note is now empty." : "The note now reads:"),
  staleNoteKept: "Your note is still in the form: merge the two and save again.",
  staleCorrection:
    // Said on top of the page: the lead's details are below it, on a phone and on a laptop.
    "The lead's details below are as they are now. Your corrections are still in the form, and the fields you left as they were show the details as they are now: check them and save again.",
  /** The lead page's form for a person's request to correct their data. */
  correction: "Correct the contact details",
  correctionHint:
    "When the person asks for a correction. The old details are replaced everywhere, and the history keeps only what was corrected, by whom and when.",
  /**
   * The correction form's fields in staff's words (the public forms speak to the person: "Your
   * name", "Enter your first name"), by the field's name in its form.
   */
  correctionFields: {
    fullName: { label: "Name", required: "Enter the name" },
    name: { label: "Name", required: "Enter the name" },
    firstName: { label: "First name", required: "Enter the first name" },
    lastName: { label: "Last name", required: "Enter the last name" },
    phone: { label: "Phone", required: "Enter a phone number" },
    email: { label: "Email address", required: "Enter an email address" },
  } as Readonly<Record<string, { readonly label: string; readonly required: string }>>,
  saveCorrection: "Save correction",
  /** After a correction that changed nothing. */
  nothingCorrected: "Nothing to correct: the details already read so.",
  /** A processing form sent, or offered, while the person's processing is restricted (409). */
  restrictedRefused:
    "Processing of this person's data is restricted: lift the restriction on their page first.",
  restrictedFormsHint:
    "Status, assignment, note and corrections wait until the restriction is lifted. Deleting the lead stays possible.",
  restrictedPersonLink: "Open the person's page",
  /** A lead's forms refused for their own fields (422). */
  leadRefused: {
    status: "Choose a status from the list.",
    assignee: "Choose an account from the list.",
    noteTooLong: "The note must be 5,000 characters or fewer.",
    deleteUnconfirmed: "Tick the box to confirm the deletion.",
    deleteReason: "Choose the reason from the list.",
  },
  deleted: (reference: string) => `Lead ${reference} was deleted.`,
  notFound: "This lead does not exist, or was deleted.",
  /** A form sent to a lead deleted meanwhile (by a colleague, or the person's erasure request). */
  notFoundWhenSent: "It was deleted after you opened its page: nothing was saved.",
  /** A post whose button no form of the page has (an old page, a hand-made post): 400. */
  unknownAction:
    "Nothing was done: this page has no such button any more. Reload it and try again.",
  notGiven: "not given",
  /** Where a lead's name goes when the visitor gave none (a quote asked by phone only). */
  nameNotGiven: "Name not given",
  /** The link to a chat with the lead's phone (a mobile's, or one abroad). */
  whatsApp: "WhatsApp",
  /** A reply's subject, in no one language: the brand and the lead's reference. */
  replySubject: (reference: string) => `Tsehay Solar: ${reference}`,
  /** One person: the leads that share a phone number or an e-mail address. */
  // Never "All leads …": that is the way back to the inbox.
  personLink: (n: number) => (n === 1 ? "This person (1 lead)" : `All ${n} leads of this person`),
  personTitle: (id: number) => `Person ${id}`,
  personIntro:
    "Leads that share a phone number or an e-mail address, directly or through another lead.",
  names: "Names",
  phones: "Phones",
  emails: "E-mail addresses",
  personLeads: (n: number) => (n === 1 ? "1 lead" : `${n} leads`),
  notes: "Internal notes",
  noNotes: "No notes.",
  restricted: "Restricted",
  restrictedNote: "Processing restricted: hidden from the inbox, its search, counts and exports.",
  personNotFound: "This person does not exist.",
  personErased: (n: number) =>
    `This person's leads were erased (${n === 1 ? "1 lead" : `${n} leads`}). Only the record of the requests remains.`,
  personHasNoLeads: "This person has no leads any more.",
  privacyTitle: "Privacy requests (Proclamation 1321/2024)",
  scopeTitle: "Whose request is it?",
  /** The person's leads carry more than one name: nothing is done until staff tick whose. */
  scopeNeeded: (names: number) =>
    `These leads carry ${names} names. A phone or an e-mail address can be shared by a family, a cooperative or an extension worker: tick the leads of the person asking, then export, restrict or erase.`,
  scopeChosen: (ticked: number, of: number) =>
    `The requests below are about the ${ticked === 1 ? "1 ticked lead" : `${ticked} ticked leads`} of ${of}.`,
  scopeLegend: "Leads of the person asking",
  scopeSubmit: "Use the ticked leads",
  /** Refused: a request sent without the leads it is about, where the page asks for them. */
  scopeMissing:
    "Nothing done: tick the leads of the person asking under “Whose request is it?” first.",
  eraseChosen: (count: number) =>
    count === 1 ? "Erase the ticked lead" : `Erase the ${count} ticked leads`,
  eraseChosenConfirm: "Yes, delete the ticked leads and their personal data",
  eraseChosenHint:
    "Deletes the ticked leads and their notes for good; the person's other leads stay. The record keeps only that they were erased, by whom and when.",
  exportTitle: "Export everything held",
  exportHint: "Every lead with all its fields and history, to hand to the person.",
  /** The export's choice of the staff's notes, off unless ticked. */
  exportNotes: "Include the staff's notes",
  exportNotesHint:
    "A note is about the person too, but may name someone else (a relative, a neighbour). Read the notes first, and take out anything about another person before you include them.",
  exportJson: "Download JSON",
  exportCsv_: "Download CSV",
  restrictTitle: "Restrict processing",
  restrictHint:
    "The leads stay but are hidden from the inbox, its search, counts and exports until the restriction is lifted.",
  restrict: "Restrict processing",
  lift: "Lift restriction",
  erasePersonTitle: "Erase this person",
  erasePersonHint:
    "Deletes all the person's leads and notes for good. The record keeps only that they were erased, by whom and when.",
  erasePersonConfirm: "Yes, delete all this person's leads and their personal data",
  erasePerson: "Erase all their leads",
  eraseConfirmMissing: "Tick the box to confirm the erasure.",
  requestsTitle: "Requests handled",
  noRequests: "None yet.",
  requestKinds: {
    export: "Export",
    erase: "Erasure",
    restrict: "Restriction",
    lift: "Restriction lifted",
    correct: "Correction",
  },
  handledBy: (who: string) => `by ${who}`,
  /** After erasing some of a person's leads (those of the person asking): the others stay. */
  erasedSomeDone: (n: number) =>
    `${n === 1 ? "1 lead" : `${n} leads`} erased. The person's other leads are below.`,
  restrictedDone: (n: number) =>
    n === 1 ? "Processing of 1 lead is restricted." : `Processing of ${n} leads is restricted.`,
  liftedDone: (n: number) =>
    n === 1 ? "The restriction of 1 lead is lifted." : `The restriction of ${n} leads is lifted.`,
  /** The security log (administrators): sign-ins, refusals and account changes. */
  securityLogTitle: "Security log",
  securityLogIntro: (months: number) =>
    `Sign-ins, wrong passwords and codes, refused pages and changes to accounts, newest first, in East Africa Time. A sign-in names the device; a refused one, the address it came from. Lines are kept ${months} months; no password or code is ever written here.`,
  securityLogShown: (shown: number, total: number) =>
    total > shown
      ? `Showing the newest ${shown} of ${total} lines.`
      : total === 1
        ? "1 line."
        : `${total} lines.`,
  securityLogNone: "Nothing has been logged yet.",
  securityLogNoMatch: "No lines match these filters.",
  securityLogFilters: "Filter the security log",
  securityLogText: "Who or what",
  securityLogTextHint:
    "A part of an e-mail address, an action such as “wrong password”, or a client address",
  securityLogDatesToFix: "No lines shown: correct the dates above.",
  securityLogCsv: "Export these lines (CSV)",
  /** A refusal anyone can cause, written once a minute per address with its count. */
  securityLogRepeats: (n: number) => `${n} times within a minute`,
  /** The access log of personal data. */
  accessLog: "Access log",
  accessLogTitle: "Access log of personal data",
  accessLogIntro:
    "Who viewed, searched, exported or erased personal data, and when (East Africa Time). It holds references, person numbers and the filters used, never the text of a search.",
  accessFilters: "Filter the access log",
  accessMatching: (n: number) => (n === 1 ? "1 entry" : `${n} entries`),
  accessShown: (shown: number, total: number) => `Showing the newest ${shown} of ${total}.`,
  accessNone: "No entries match these filters.",
  /** The access log's filters besides the dates. */
  accessReference: "Lead reference",
  accessReferenceHint: "Who saw this lead: on its page, in a list or in an export",
  accessActor: "Staff member",
  anyone: "Anyone",
  accessCsv: "Export these entries (CSV)",
  when: "When",
  who: "Who",
  action: "Action",
  what: "What",
  person: (id: number) => `Person ${id}`,
  andMore: (n: number) => `and ${n} more`,
  accessActions: {
    "view-lead": "Viewed a lead",
    "view-person": "Viewed a person",
    "export-person": "Exported a person's data",
    "export-leads": "Exported leads (CSV)",
    "erase-lead": "Erased a lead",
    "erase-person": "Erased a person",
    "view-leads": "Viewed the leads list",
    "search-leads": "Searched the leads",
    "view-security-log": "Viewed the security log",
    "export-security-log": "Exported the security log (CSV)",
    "view-access-log": "Viewed the access log",
    "export-access-log": "Exported the access log (CSV)",
  },
  /** An export of the leads made with a search: its text is not kept (it may hold a name). */
  accessWithSearch: "With a search (its text is not kept)",
  /** A view of the leads list with no filter chosen. */
  accessNoFilters: "No filters",
} as const;
