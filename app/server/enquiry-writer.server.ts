/**
 * Group commit: the enquiries that arrive while a commit is being prepared are written in one
 * transaction, so one sync of the write-ahead log to disk covers them all. Each visitor's answer
 * still waits for the commit that holds their enquiry: nothing is confirmed before it is on disk.
 */
import type { Db } from "./db.server";
import { saveEnquiry, type NewEnquiry } from "./enquiries.server";

type Saved = ReturnType<typeof saveEnquiry>;

interface Pending {
  readonly input: NewEnquiry;
  readonly resolve: (saved: Saved) => void;
  readonly reject: (error: unknown) => void;
}

export class EnquiryWriter {
  private pending: Pending[] = [];
  private scheduled = false;

  constructor(private readonly db: Db) {}

  save(input: NewEnquiry): Promise<Saved> {
    return new Promise((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // After the requests already read in this turn of the event loop have queued theirs.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush() {
    this.scheduled = false;
    const batch = this.pending;
    this.pending = [];
    let results: ({ saved: Saved } | { error: unknown })[];
    try {
      results = this.db
        .transaction(() =>
          batch.map((item) => {
            try {
              return { saved: saveEnquiry(this.db, item.input) };
            } catch (error) {
              return { error };
            }
          }),
        )
        .immediate();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    results.forEach((result, index) => {
      const item = batch[index]!;
      if ("saved" in result) item.resolve(result.saved);
      else item.reject(result.error);
    });
  }
}
