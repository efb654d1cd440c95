package dev.agtpstudio.core.catalog;

import java.util.List;

/**
 * One catalog verb. {@code categories.get(0)} is the primary category.
 *
 * @param description a one-line gloss in this product's own words
 * @param removed     true when the catalog holding this entry is at or past {@code removedIn} (a tombstone entry
 *                    kept after removal, AGTP-API §4.5); {@link MethodCatalog} sets it from its own version
 */
public record MethodInfo(
        String name,
        List<String> categories,
        String description,
        boolean embedded,
        String deprecatedIn,
        String removedIn,
        String successor,
        boolean removed) {

    public MethodInfo {
        categories = categories == null ? List.of() : List.copyOf(categories);
    }

    /** An entry whose removal state is decided later by the catalog that holds it. */
    public MethodInfo(
            String name,
            List<String> categories,
            String description,
            boolean embedded,
            String deprecatedIn,
            String removedIn,
            String successor) {
        this(name, categories, description, embedded, deprecatedIn, removedIn, successor, false);
    }

    /** This entry as seen from a catalog of version {@code catalogVersion} with the given embedded floor. */
    MethodInfo inCatalog(String catalogVersion, boolean isEmbedded) {
        boolean gone = removedIn != null && catalogVersion != null && CatalogVersion.atLeast(catalogVersion, removedIn);
        return new MethodInfo(name, categories, description, isEmbedded, deprecatedIn, removedIn, successor, gone);
    }

    public String primaryCategory() {
        return categories.isEmpty() ? null : categories.get(0);
    }

    /** Deprecated (AGTP-API §4.2): carries {@code deprecated_in}. A removed verb is also deprecated. */
    public boolean deprecated() {
        return deprecatedIn != null;
    }

    /** {@code deprecated[; successor=NAME][; removed_in=VERSION]}, the AGTP-Catalog-Warning value (AGTP-API §4.4). */
    public String warningHeader() {
        StringBuilder sb = new StringBuilder("deprecated");
        if (successor != null) {
            sb.append("; successor=").append(successor);
        }
        if (removedIn != null) {
            sb.append("; removed_in=").append(removedIn);
        }
        return sb.toString();
    }
}
