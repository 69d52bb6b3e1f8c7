import { useState, type MouseEvent } from "react";
import { Dialog } from "~/components/ui/dialog";
import { findService, services, type ServiceId } from "~/content/services";
import { useHydrated } from "~/hooks/use-hydrated";
import { ServiceCard } from "./service-card";
import { ServiceDetails } from "./service-details";

/**
 * The six service cards and the one dialog that shows the chosen service. The dialog is modal:
 * its backdrop, close button and Escape close it, and focus returns to the control that opened it.
 */
export function ServiceGrid() {
  const hydrated = useHydrated();
  const [openId, setOpenId] = useState<ServiceId | null>(null);
  const chosen = findService(openId);

  const opener = (id: ServiceId) => (event: MouseEvent<HTMLButtonElement>) => {
    // Some browsers do not focus a clicked button; the dialog returns focus to what had it.
    event.currentTarget.focus();
    setOpenId(id);
  };

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} onOpen={hydrated ? opener(service.id) : undefined} />
          </li>
        ))}
      </ul>
      <Dialog open={chosen !== undefined} onClose={() => setOpenId(null)} title={chosen?.title}>
        {chosen ? <ServiceDetails service={chosen} /> : null}
      </Dialog>
    </>
  );
}
