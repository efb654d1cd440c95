package dev.agtpstudio.importer;

/** The text a converted operation would be written as, for previews. */
public final class TomlPreview {
    private TomlPreview() {}

    public static String render(ConvertedOperation op) {
        return new TomlRenderer().render(op.decl(), op.review(), null);
    }
}
