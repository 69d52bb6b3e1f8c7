import { Dialog } from "~/components/ui/dialog";
import type { ServiceView } from "~/content/services-view";
import { ServiceCard, serviceDialogId } from "./service-card";
import { ServiceDetails } from "./service-details";

/**
 * The six service cards and one dialog for each service. The cards' buttons open their dialog
 * with invoker commands, so the dialogs work from the prerendered HTML before (and without) any
 * script: the browser opens them modally, closes them on the close button, Escape or a click on
 * the backdrop, and returns focus to the button that opened them.
 */
export function ServiceGrid({ services }: { services: readonly ServiceView[] }) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
      {services.map((service) => (
        <Dialog key={service.id} id={serviceDialogId(service.id)} title={service.title}>
          <ServiceDetails service={service} />
        </Dialog>
      ))}
    </>
  );
}
