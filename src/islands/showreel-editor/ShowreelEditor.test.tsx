import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { showreelOf } from "@tests/fixtures/showreel";
import ShowreelEditor from "./ShowreelEditor";

const render = (more: Parameters<typeof showreelOf>[2]) =>
  renderToString(
    <ShowreelEditor
      showreel={showreelOf(7, 42, more)}
      clips={[]}
      canEdit
      canPublish={false}
      listHref="/studies/1/showreels"
    />,
  );

describe("the showreel editor", () => {
  it("says which clips play without captions because their interview has no transcript there", () => {
    expect(render({ uncaptioned_clips: [2] })).toContain(
      "Clip 2 has no transcript for its moment, so it plays without captions.",
    );
    expect(render({ uncaptioned_clips: [1, 3, 4] })).toContain(
      "Clips 1, 3 and 4 have no transcript for their moments, so they play without captions.",
    );
    expect(render({ uncaptioned_clips: [] })).not.toContain("without captions");
    // While a new revision renders, the last render's list may no longer be true.
    expect(render({ uncaptioned_clips: [2], status: "PROCESSING" })).not.toContain("without captions");
  });
});
