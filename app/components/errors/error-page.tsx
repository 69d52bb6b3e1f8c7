import { isRouteErrorResponse, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { useChrome, useCompany, useRequestId, type FrameChrome } from "~/i18n/use-chrome";
import { fill } from "~/i18n/translation";
import { noSuchPageOf } from "~/lib/no-such-page";

/** A failed request's status: a fault that is no answer of the server's is a 500. */
export const statusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/** What the error page says of a refusal or a fault, by its status (a 404's texts are its own). */
export function refusalText(errors: FrameChrome["errors"], status: number) {
  return status === 405
    ? errors.methodNotAllowed
    : status >= 500
      ? errors.serverError
      : { ...errors.other, eyebrow: fill(errors.other.eyebrow, { status }) };
}

/**
 * The page a failed request gets, inside the site's frame and in the page's language: a form sent
 * to a page that takes none (405), a fault on the server (500, with the request's reference from
 * the server's log), a page that is not there (404: the 404 page, with the texts the 404 carries,
 * `noSuchPage`), or any other refusal. Nothing of the fault's internals is shown.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { errors } = useChrome();
  const { phone } = useCompany();
  const requestId = useRequestId();
  const { pathname } = useLocation();
  const status = statusOf(error);
  // A page that is not there: what the 404 page says, in the texts its 404 carries.
  const notFound = noSuchPageOf(error)?.notFound;
  const text = notFound ?? refusalText(errors, status);
  // A form sent to a page that takes none: the way back to that page comes first.
  const again =
    status === 405 ? (
      <ButtonLink to={pathname} variant="primary">
        {errors.methodNotAllowed.action}
      </ButtonLink>
    ) : null;
  return (
    <PageHero
      eyebrow={text.eyebrow}
      title={text.heading}
      lead={fill(text.lead, { phone })}
      actions={
        <>
          {again}
          <ButtonLink to="/" variant={again ? "ghost-light" : "primary"}>
            {notFound?.home ?? errors.home}
          </ButtonLink>
        </>
      }
    >
      {status >= 500 && requestId ? (
        <p className="mx-auto mt-8 max-w-6xl px-4 text-sm text-field-100 sm:px-6">
          {fill(errors.serverError.reference, { id: requestId })}
        </p>
      ) : null}
    </PageHero>
  );
}
