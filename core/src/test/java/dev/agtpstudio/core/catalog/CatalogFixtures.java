package dev.agtpstudio.core.catalog;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** The fixture catalogs of {@code src/test/resources/dev/agtpstudio/core/catalog/diff}. */
public final class CatalogFixtures {
    private CatalogFixtures() {}

    public static Path path(String name) {
        try {
            return Path.of(CatalogFixtures.class.getResource("diff/" + name).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("missing fixture diff/" + name, e);
        }
    }

    public static MethodCatalog load(String name) {
        try {
            return CatalogLoader.load(path(name));
        } catch (Exception e) {
            throw new IllegalStateException("fixture diff/" + name + " does not load", e);
        }
    }
}
