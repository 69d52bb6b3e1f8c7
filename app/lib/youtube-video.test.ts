import { describe, expect, it } from "vitest";
import { videoEmbedUrl, videoWatchUrl, youtubeVideoId } from "./youtube-video";

const id = "aqz-KE-bpKQ";

describe("the demo video's address as staff paste it", () => {
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://www.youtube.com/watch?v=${id}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${id}`,
    `https://m.youtube.com/watch?v=${id}`,
    `http://youtube.com/watch?v=${id}`,
    `www.youtube.com/watch?v=${id}`,
    `  https://youtu.be/${id}  `,
    `https://youtu.be/${id}?si=Xy12_ab-CD&t=10`,
    `youtu.be/${id}`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/embed/${id}?start=30&rel=0`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    `https://www.youtube.com/shorts/${id}`,
    `https://WWW.YouTube.com/watch?v=${id}#comments`,
  ])("reads the id from %s", (address) => {
    expect(youtubeVideoId(address)).toBe(id);
  });

  it.each([
    "",
    "   ",
    id,
    "not a video",
    `https://vimeo.com/${id}`,
    `https://www.youtube.com.example.net/watch?v=${id}`,
    `https://notyoutube.com/watch?v=${id}`,
    `https://youtu.be.example.net/${id}`,
    `javascript:alert(1)//youtu.be/${id}`,
    `ftp://youtu.be/${id}`,
    `https://user:pass@www.youtube.com/watch?v=${id}`,
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${id}x`,
    "https://www.youtube.com/watch?v=aqz-KE-bpK!",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/playlist?list=PL1234567890abcdef",
    "https://www.youtube.com/@tsehaysolar-example",
    `https://www.youtube.com/embed/${id}/more`,
    `https://youtu.be/${id}/more`,
    `https://youtu.be/watch?v=${id}`,
    `https://www.youtube.com/watch?v=${id} https://youtu.be/${id}`,
  ])("refuses %j", (address) => {
    expect(youtubeVideoId(address)).toBeUndefined();
  });

  it("plays from the privacy-enhanced host and shows staff the watch address, both read back to the id", () => {
    expect(videoEmbedUrl(id)).toBe("https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    expect(youtubeVideoId(videoEmbedUrl(id))).toBe(id);
    expect(youtubeVideoId(videoWatchUrl(id))).toBe(id);
  });
});
