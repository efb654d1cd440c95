package dev.agtpstudio.core.catalog;

import java.util.List;

/**
 * One catalog verb. {@code categories.get(0)} is the primary category.
 *
 * @param description a one-line gloss in this product's own words
 */
public record MethodInfo(
        String name,
        List<String> categories,
        String description,
        boolean embedded,
        String deprecatedIn,
        String removedIn,
        String successor) {

    public MethodInfo {
        categories = List.copyOf(categories);
    }

    public String primaryCategory() {
        return categories.isEmpty() ? null : categories.get(0);
    }

    public boolean deprecated() {
        return deprecatedIn != null;
    }

    public boolean removed() {
        return removedIn != null && deprecatedIn != null && removedIn.equals(deprecatedIn);
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
