/** The design a blank builder opens with: one section with a heading and a paragraph, ready to edit. */
export const blankMjml = `<mjml>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="24px" font-weight="bold" color="#1f2937">Your title</mj-text>
        <mj-text font-size="15px" line-height="1.6" color="#374151">Hello #!first_name!#,</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
