import { isRouteErrorResponse, useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/content/site";
import { useChrome, useRequestId } from "~/i18n/use-chrome";
import { fill } from "~/i18n/translation";

/**
 * The page a failed request gets, inside the site's frame and in the page's language: a form sent
 * to a page that takes none (405), a fault on the server (500, with the request's reference from
 * the server's log), or any other refusal. Nothing of the fault's internals is shown.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { errors } = useChrome();
  const requestId = useRequestId();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const phone = { phone: site.phone };
  const home = (
    <ButtonLink to="/" variant={status === 405 ? "ghost-light" : "primary"}>
      {errors.home}
    </ButtonLink>
  );

  if (status === 405) {
    const text = errors.methodNotAllowed;
    return (
      <PageHero
        eyebrow={text.eyebrow}
        title={text.heading}
        lead={fill(text.lead, phone)}
        actions={
          <>
            <ButtonLink to={pathname} variant="primary">
              {text.action}
            </ButtonLink>
            {home}
          </>
        }
      />
    );
  }
  if (status >= 500) {
    const text = errors.serverError;
    return (
      <PageHero
        eyebrow={text.eyebrow}
        title={text.heading}
        lead={fill(text.lead, phone)}
        actions={home}
      >
        {requestId ? (
          <p className="mx-auto mt-8 max-w-6xl px-4 text-sm text-field-100 sm:px-6">
            {fill(text.reference, { id: requestId })}
          </p>
        ) : null}
      </PageHero>
    );
  }
  const text = errors.other;
  return (
    <PageHero
      eyebrow={fill(text.eyebrow, { status })}
      title={text.heading}
      lead={fill(text.lead, phone)}
      actions={home}
    />
  );
}
